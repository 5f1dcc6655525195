"""Updates still kept as two after s170, from a blind update probe (s170-w2, 300 pairs written
before the code was read; the pairs here are reworded, not copied from it).

- "Now" with one value of a class traded for another after a verb of several values
  ("Priya supports Everton now", "Omar now plays viola in the orchestra"):
  `service.dedup.now_swap`;
- a note with no subject that reaches a number ("Down to 88 kg now") or finishes the older
  value ("Finished Middlemarch, now reading Emma"): `service.dedup.stated` and `updates`;
- a role one person holds handed to another ("Peter is the new CFO", "Bruno took over as tech
  lead"): `service.dedup.handover`;
- a group "we" speak for named ("The team switched from Trello to Jira ..."):
  `service.dedup.groups`;
- the language of replies asked for in another frame ("Would like replies in Italian"):
  `service.dedup.replies`;
- a device switched for another of its kind ("Grandpa switched to a Pixel"):
  `service.dedup.devices`;
- a price that "costs" in one text and "is" in the other ("The Spotify plan is $12 a month
  now"): `service.dedup.prices`.

And look-alikes that must stay two: "now also", another subject, another measure ("12 km"
after "92 kg"), "a" tech lead, a group moving where we live, another person's replies, another
kind of device, and one more of what one has several of ("Rex is our dog now" after "Max is
our dog", superseded before).
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge

# (old, new, cosine of the shipped MiniLM vectors, rounded)
UPDATES = [
    ("Priya supports Liverpool.", "Priya supports Everton now.", 0.87),
    ("Omar plays cello in the orchestra.", "Omar now plays viola in the orchestra.", 0.80),
    ("Hugo follows Ducati in MotoGP.", "Hugo now follows Yamaha in MotoGP.", 0.84),
    ("I weigh 92 kg.", "Down to 88 kg now.", 0.51),
    ("I'm reading Middlemarch.", "Finished Middlemarch, now reading Emma.", 0.69),
    ("Our CFO is Hannah.", "Peter is the new CFO.", 0.56),
    ("The tech lead is Ines.", "Bruno took over as tech lead.", 0.48),
    ("Dana is the team captain.", "Ravi is the team captain now.", 0.46),
    ("We use Trello to plan sprints.",
     "The team switched from Trello to Jira for sprint planning.", 0.66),
    ("We use Dropbox for shared files.", "The company moved from Dropbox to Google Drive.", 0.45),
    ("Prefers answers in German.", "Would like replies in Italian.", 0.48),
    ("The user wants responses in Dutch.", "Please reply in Polish from now on.", 0.49),
    ("Grandpa uses a BlackBerry.", "Grandpa switched to a Pixel.", 0.64),
    ("Aunt May has a Dell laptop.", "Aunt May switched to a MacBook.", 0.77),
    ("Our Spotify plan costs $11 a month.", "The Spotify plan is $12 a month now.", 0.92),
]  # fmt: skip

LOOK_ALIKES = [
    ("Omar plays cello.", "Omar now also plays viola.", 0.73),
    ("Mom uses an Android phone.", "Dad uses an Android phone now.", 0.78),
    ("Priya supports Liverpool.", "Her brother supports Everton.", 0.59),
    ("I weigh 92 kg.", "I'm up to 12 km a run now.", 0.33),
    ("Priya is reading Middlemarch.", "Her sister finished Middlemarch, now reading Emma.", 0.49),
    ("Ines is a tech lead.", "Bruno is the new tech lead.", 0.43),
    ("Ines is the tech lead.", "Bruno is the new intern.", 0.27),
    ("Ines is the tech lead.", "Bruno is the new tech lead of the data team.", 0.41),
    ("We live in Leeds.", "The company moved from Leeds to York.", 0.62),
    ("We use Slack for chat.", "My sister moved from Slack to Discord.", 0.61),
    ("We use Trello to plan sprints.", "The team switched to Jira.", 0.18),
    ("Ken prefers replies in German.", "Lea prefers replies in Italian.", 0.49),
    ("Prefers replies in German.", "Also wants replies in Italian.", 0.65),
    ("Prefers replies in German.", "Wants replies in Italian for work emails.", 0.55),
    ("Grandpa uses a BlackBerry.", "Grandma switched to a Pixel.", 0.54),
    ("Grandpa uses a ThinkPad.", "Grandpa switched to a Pixel.", 0.59),
    ("Grandpa uses a BlackBerry.", "Grandpa got an iPad.", 0.72),
    ("Max is our dog.", "Rex is our dog now.", 0.45),
    ("Sarah is my friend.", "Jen is my friend now.", 0.60),
    ("Tom is my coworker.", "Our new coworker is Liam.", 0.55),
    ("A latte at the kiosk costs $4.", "An espresso at the kiosk is $3 now.", 0.75),
    ("The museum ticket costs $20.", "Parking at the museum is now $10.", 0.67),
]


@pytest.mark.parametrize(("old", "new", "cosine"), UPDATES)
def test_an_update_in_another_frame_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(("old", "new", "cosine"), LOOK_ALIKES)
def test_a_look_alike_of_an_update_keeps_both(old: str, new: str, cosine: float) -> None:
    for c in (cosine, 0.85):  # (and at a high cosine, so the rules decide, not the gate)
        verdict = judge(new, old, c)
        assert verdict.relation is Relation.DISTINCT, f"{c}: {verdict.reason}"
