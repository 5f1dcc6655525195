"""A move to another city in another language supersedes where the same subject lived
(`service.dedup.moved_elsewhere`): "Ich bin nach Köln umgezogen", "a déménagé à", "me mudé a",
"mudei-me para", "mi sono trasferita a", "ben naar ... verhuisd", "に引っ越しました", "搬到".
A probe of 50 updates (s190) kept every such pair as two. Another person, "also", a past, the
same city or a trip keep both. Cosines are MiniLM's (int8 ONNX)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Ana wohnt in Leipzig.", "Ana ist nach Dresden umgezogen.", 0.52),
     ("J'habite à Nantes.", "Je viens de déménager à Rennes.", 0.59),
     ("Vivo en Bilbao.", "Me mudé a Zaragoza.", 0.63),
     ("Moro em Curitiba.", "Mudei-me para Florianópolis.", 0.47),
     ("Abito a Bologna.", "Mi sono trasferita a Firenze.", 0.51),
     ("Ik woon in Gent.", "Ik ben naar Antwerpen verhuisd.", 0.45),
     ("私は横浜に住んでいます。", "名古屋に引っ越しました。", 0.49),
     ("我住在杭州。", "我搬到南京了。", 0.73)],
)  # fmt: skip
def test_a_move_in_another_language_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Mon frère habite à Paris.", "J'ai déménagé à Lyon.", 0.45),
     ("Ich wohne in Hamburg.", "Mein Bruder ist nach Köln gezogen.", 0.64),
     ("Marie habite à Lyon.", "Paul a déménagé à Bordeaux.", 0.51),
     ("我哥哥住在北京。", "我搬到上海了。", 0.70),
     ("Ich wohne in Hamburg.", "Ich wohne jetzt auch in Köln.", 0.80),
     ("Ich wohnte in Hamburg.", "Ich bin nach Köln gezogen.", 0.70),
     ("Ele mora em Recife.", "Ela se mudou para Natal.", 0.60),
     ("Ich wohne in Hamburg.", "Ich bin nach Köln gefahren.", 0.74)],
)  # fmt: skip
def test_another_person_an_addition_a_past_or_a_trip_keeps_both(
    old: str, new: str, cosine: float
) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason
