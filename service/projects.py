"""Which project a peer's own memory is about, so a read for one project leaves the others out.

Why: a peer (a user of a coding assistant) works on several projects, and the memories of
those sessions live in the peer's partition, tagged with the project the transcript named
(attribute `project`). A brief or a Recall for `project:/repos/billing` read them all: the
webshop's "remove the deploy job from deploy.yml" led a billing cue "how do we deploy?", and
the last webshop session was billing's "Where we left off". A memory tagged with no project
(a fact told outside any project) is the peer's everywhere and stays, and so is a preference,
wherever it was said: "I prefer short answers, code first" said in a webshop session is how
she wants the billing sessions too (the tag still records where it came from).

Memories extracted from a session are tagged like its turns; those stored before that was
done carry no tag, and their session's turns say which project they came from.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

from service.domain import Memory

PROJECT = "project"  # the attribute a peer's memory of a project's session carries
PERSONAL = frozenset({"preference"})  # kinds about the peer, not the project they came up in


def session_projects(memories: Iterable[Memory]) -> dict[str, str]:
    """session id -> the project its tagged memories name (the first one found)."""
    out: dict[str, str] = {}
    for m in memories:
        project = m.attributes.get(PROJECT, "")
        if project and m.session_id:
            out.setdefault(m.session_id, project)
    return out


def project_of(memory: Memory, sessions: Mapping[str, str] | None = None) -> str:
    """The project a peer's memory is about: its own tag, or its session's; '' for none."""
    own = memory.attributes.get(PROJECT, "")
    if own or not memory.session_id or sessions is None:
        return own
    return sessions.get(memory.session_id, "")


def elsewhere(
    memory: Memory, projects: Collection[str], sessions: Mapping[str, str] | None = None
) -> bool:
    """True for a peer's memory about a project other than `projects` (which is not empty)."""
    if memory.kind in PERSONAL:
        return False
    project = project_of(memory, sessions)
    return bool(project) and project not in projects
