"""A role one person holds, handed to another: "Laura took over as team lead" after "Kevin is
the team lead" (rule 2, an update).

Why: the update readings (`service.dedup.updates`) follow one subject whose value changes
("Lena moved to Hamburg"); a role handed over changes its holder, the older text's subject,
and the newer text names another person as its subject: "Julia is the new CTO" after "Our
CTO is Mark", "Laura replaced Kevin as team lead", "The new team lead is Laura". Both were
kept as two (blind update probe s170-w2), and the older one still answered "who leads the
team?".

Read only where the older text names the holder of a role one person holds: "<Name> is the /
our / my <role>" or "The / our / my / <Name>'s <role> is <Name>", with "the" or an owner,
never "a" ("Kevin is a team lead": one of several), of a role one person holds
(`lexicon.ONE_HOLDER_ROLES`: "Buddy is our new dog" adds a dog); and the newer text names
another holder of the same role, word for word, told as a handover: "took over as",
"replaced <old holder> as", "is / was named / was appointed / became the new <role>", "the
new <role> is", "is the <role> now". "Laura
is a team lead", "Laura became team lead of the design group" (another role) and "Ben is
the new intern" after "Kevin is the team lead" stay two.
"""

from __future__ import annotations

import re

from service.dedup.lexicon import ONE_HOLDER_ROLES, SEVERAL_AT_ONCE

_NAME = r"(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}"
_OWNER = rf"(?:the|our|my|their|his|her|(?:{_NAME})['\u2019]s)"
_ROLE = r"[A-Za-z][\w-]*(?:\s+[a-z][\w-]*){0,3}"
_END = r"\s*(?:now\s*)?[.!]?\s*$"
# "Kevin is the team lead", "Our CTO is Mark", "Ana's manager is Sarah"
_HOLDS = (
    re.compile(rf"^(?P<holder>{_NAME})\s+is\s+(?P<owner>{_OWNER})\s+(?P<role>{_ROLE}){_END}"),
    re.compile(rf"^(?i:(?P<owner>{_OWNER}))\s+(?P<role>{_ROLE})\s+is\s+(?P<holder>{_NAME}){_END}"),
)
_NEW_ROLE = rf"(?:the\s+|our\s+|my\s+|(?P<owner>{_NAME})['\u2019]s\s+)?new\s+(?P<role>{_ROLE})"
_TAKES = (
    # "Laura took over as team lead", "Laura has taken over as the team lead"
    re.compile(
        rf"^(?P<holder>{_NAME})\s+(?:has\s+|just\s+)*(?:took|taken|takes)\s+over\s+as\s+"
        rf"(?:(?:the|our|my)\s+)?(?:new\s+)?(?P<role>{_ROLE})(?:\s+from\s+(?P<was>{_NAME}))?{_END}"
    ),
    # "Laura replaced Kevin as team lead"
    re.compile(
        rf"^(?P<holder>{_NAME})\s+(?:has\s+|just\s+)*replaced\s+(?P<was>{_NAME})\s+as\s+"
        rf"(?:(?:the|our|my)\s+)?(?P<role>{_ROLE}){_END}"
    ),
    # "Julia is the new CTO", "Omar was named the new design lead"
    re.compile(
        rf"^(?P<holder>{_NAME})\s+(?:is|was\s+(?:named|appointed|made)|became|has\s+become"
        rf"|has\s+been\s+(?:named|appointed|made))\s+{_NEW_ROLE}{_END}"
    ),
    # "Laura is the team lead now", "Laura is now our CTO"
    re.compile(
        rf"^(?P<holder>{_NAME})\s+is\s+(?:now\s+)?(?:the|our|my)\s+(?P<role>{_ROLE})\s+now{_END}"
        rf"|^(?P<holder2>{_NAME})\s+is\s+now\s+(?:the|our|my)\s+(?P<role2>{_ROLE}){_END}"
    ),
    # "The new CTO is Julia", "Ana's new manager is David"
    re.compile(rf"^(?i:{_NEW_ROLE.replace('new', '(?-i:new)')})\s+is\s+(?P<holder>{_NAME}){_END}"),
)
_CLAUSE = re.compile(r"\s*;\s*|(?<=[a-z])\.\s+(?=[A-Z])")
_CUE = re.compile(r"\b(?:new|over|replaced|now)\b")


def handed_over(new: str, old: str) -> str:
    """The role `new` hands to another holder than the one `old` names ("" when none)."""
    if _CUE.search(new) is None:
        return ""
    held = next((m for p in _HOLDS if (m := p.match(old.strip())) is not None), None)
    if held is None or _words(held.group("role"))[-1] not in ONE_HOLDER_ROLES:
        return ""
    owner = _owner(held.group("owner"))
    for clause in _CLAUSE.split(new.strip()):
        for pattern in _TAKES:
            m = pattern.match(clause.strip())
            if m is None:
                continue
            role, holder = m.group("role") or m.groupdict().get("role2"), _holder(m)
            if _words(role or "") != _words(held.group("role")):
                continue
            said_owner = m.groupdict().get("owner")
            if said_owner is not None and _owner(said_owner) != owner:
                continue  # ("Ben's new manager is David" after "Ana's manager is Sarah")
            was = m.groupdict().get("was")
            if was is not None and _words(was) != _words(held.group("holder")):
                continue
            if _words(holder) != _words(held.group("holder")):
                return f"{' '.join(_words(role or ''))} handed to {holder}"
    return ""


# "Rex is our dog now", "Jen is my new friend", "Our new dog is Rex": another holder named
_ANOTHER = re.compile(
    rf"^(?P<holder>{_NAME})\s+is\s+(?:now\s+)?(?P<owner>{_OWNER})\s+(?:new\s+)?(?P<role>{_ROLE}){_END}"
    rf"|^(?i:the|our|my)\s+(?:new\s+)?(?P<role2>{_ROLE})\s+is\s+(?:now\s+)?(?P<holder2>{_NAME}){_END}"
)


def one_more(new: str, old: str) -> bool:
    """Whether `new` names another holder of what `old`'s holder is and one has several of at
    once ("Rex is our dog now" after "Max is our dog"): one more, never an update."""
    held = next((m for p in _HOLDS if (m := p.match(old.strip())) is not None), None)
    said = _ANOTHER.match(new.strip())
    if held is None or said is None:
        return False
    role = said.group("role") or said.groupdict().get("role2") or ""
    words = _words(role)
    return (
        bool(words)
        and words[-1] in SEVERAL_AT_ONCE
        and words == _words(held.group("role"))
        and _words(_holder(said)) != _words(held.group("holder"))
    )


def _holder(m: re.Match[str]) -> str:
    return m.group("holder") or m.groupdict().get("holder2") or ""


def _owner(said: str | None) -> str:
    """A named owner ("Ana's"), or "" for the speaker's, "the" or none."""
    if said is None or said.lower() in ("the", "our", "my", "their", "his", "her"):
        return ""
    return " ".join(_words(said))


def _words(text: str) -> list[str]:
    words = re.sub(r"['\u2019]s$", "", text.strip()).lower().split()
    return words[:-1] if words[-1:] == ["now"] else words
