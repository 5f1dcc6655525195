"""A date or time moved, in another language, supersedes the older one
(`service.dedup.rescheduled`): "wurde auf Donnerstag verschoben", "è stata spostata al",
"cambiaron ... al", "foi adiada para", "is verplaatst naar", "est reporté à". The dedup probes
kept 10 such updates as two. Another thing's or another person's appointment keeps both.
Cosines are MiniLM's (int8 ONNX)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Das Meeting ist am Dienstag.", "Das Meeting wurde auf Donnerstag verschoben.", 0.70),
     ("La cena è il venerdì alle 20.", "La cena è stata spostata al sabato.", 0.58),
     ("Mi clase de yoga es el lunes.", "Cambiaron mi clase de yoga al miércoles.", 0.74),
     ("A reunião é às 10.", "A reunião foi adiada para as 14.", 0.63),
     ("De afspraak is op maandag.", "De afspraak is verplaatst naar vrijdag.", 0.71),
     ("Le dîner est samedi.", "Le dîner est reporté à dimanche.", 0.79)],
)  # fmt: skip
def test_a_moved_time_in_another_language_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Die Besprechung mit Ana ist am Mittwoch.",
      "Die Besprechung mit Tom wurde auf Freitag verschoben.", 0.65),
     ("Das Abendessen ist am Freitag.", "Die Besprechung wurde auf Freitag verschoben.", 0.57),
     ("La riunione è il lunedì alle 10.", "La cena è stata spostata al martedì.", 0.46),
     ("La reunión es el lunes.", "La reunión de mi hermano se cambió al martes.", 0.67)],
)  # fmt: skip
def test_another_things_or_persons_time_keeps_both(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason
