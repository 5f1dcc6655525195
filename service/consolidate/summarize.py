"""Extractive summaries and one-line gists, offline and from the stored text alone.

**Summary**: the central sentences of a cluster that cover the most of what it says, keeping
names, numbers and dates. Greedy concept coverage: each step takes the sentence whose words
not yet in the summary weigh the most per word, a word weighing its inverse document
frequency within the partition (words said everywhere, like "great" or "love", weigh little;
numbers and dates more), a sentence counting more when its entry is typical of the cluster
(cosine of its stored vector to the centroid). Until the word budget; the sentences are then
put back in the order they were said, each after its speaker, relative dates pinned.

**Gist**: one line of key phrases (RAKE-style: runs of content words between stop words and
punctuation), ranked by their words' informativeness and how often the cluster says them,
names and numbers first: "Caroline, Melanie: LGBTQ support group, adoption agencies, ...".
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from service.dedup.words import STOP
from service.domain import Memory
from service.memory_loop.dates import TIME_ZONE, local_time, pin_dates
from service.memory_loop.phrasing import sentences, wordset
from service.recall.terms import terms

# Words a gist phrase should not be built on: chat filler, and the common verbs and
# adjectives of talk that say nothing about what it was about.
_FILLER = wordset(
    """
    yeah yes yep oh ok okay wow hey hi hello thanks thank really just so like lol haha
    um uh hmm gonna wanna got get also totally super awesome amazing great cool nice
    glad sounds sound lot lots thing things stuff kind sort pretty much way definitely
    know think feel felt bet sure good love loved see saw check make made go going went
    come came take took tell told say said want wanted try tried happy proud excited
    hope hoping look looking keep kept give given start started find found help helped
    share shared mean means talk talked let doing done need needed use used enjoy
    enjoyed remind reminds right well new old big little best better fun hard tough
    kinda sorta lately maybe though anyway stuff wonderful incredible inspiring special
    cute lovely definitely absolutely totally appreciate glad agree true anything
    something everything nothing looks yesterday today tonight tomorrow last next ago
    year years week weeks month months weekend day days ourselves yourself yourselves
    myself himself herself themselves sorry hopefully unfortunately seriously honestly
    gotta lemme gimme dunno ain't btw omg em ya yea yeah huh woah whoa bye prob probs
    cheers congrats awww aww hah heh hehe
    """
)
_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019-]*|\d+(?:[.,:/]\d+)*")
_SPLIT = re.compile('[.,;:!?()\\[\\]"\u201c\u201d\u2026\u2014\u2013]+|\\s-\\s')
_SPECIFIC = re.compile(r"\b\d+\b|(?<=\s)[A-Z][a-z]+")
MIN_SENTENCE_TERMS = 3
MAX_PHRASE_WORDS = 4


@dataclass
class Vocabulary:
    """Document frequencies of stemmed terms over a partition's entries."""

    df: Counter[str]
    docs: int

    @classmethod
    def of(cls, texts: Iterable[str]) -> Vocabulary:
        df: Counter[str] = Counter()
        n = 0
        for text in texts:
            df.update(set(terms(text)))
            n += 1
        return cls(df, n)

    def idf(self, term: str) -> float:
        return math.log(1 + (self.docs + 1) / (self.df.get(term, 0) + 1))


def speaker_of(memory: Memory) -> tuple[str, str]:
    """(speaker, words) of a stored turn; ('', content) for other entries."""
    speaker = memory.attributes.get("speaker", "")
    prefix = f"{speaker}: "
    if speaker and memory.content.startswith(prefix):
        return speaker, memory.content[len(prefix) :]
    return "", memory.content


def _weight(term: str, vocab: Vocabulary) -> float:
    """How much a word tells: rare in the partition, a number more still."""
    return min(vocab.idf(term), 4.0) * (1.5 if term[0].isdigit() else 1.0)


def summary(
    members: Sequence[Memory], central: Sequence[float], vocab: Vocabulary, words: int
) -> str:
    """The members' sentences that cover the most informative words, typical ones first,
    within `words`, put back in the order they were said."""
    candidates: list[tuple[int, int, str, str, frozenset[str], float]] = []
    # Memories extracted from these turns say again what the turns say: the turns speak.
    has_turns = any(m.kind == "turn" for m in members)
    for i, (m, typical) in enumerate(zip(members, central, strict=True)):
        if has_turns and m.kind != "turn":
            continue
        speaker, text = speaker_of(m)
        for j, sentence in enumerate(sentences(text)):
            pinned = pin_dates(sentence, local_time(m.occurred_at, m.attributes.get(TIME_ZONE, "")))
            found = frozenset(terms(pinned))
            if len(found) < MIN_SENTENCE_TERMS:
                continue
            factor = (0.5 + max(typical, 0.0)) * (0.7 if sentence.endswith("?") else 1.0)
            candidates.append((i, j, speaker, pinned, found, factor))
    chosen: list[tuple[int, int, str, str]] = []
    seen: set[str] = set()
    used = 0
    while candidates:
        best, best_value = -1, 0.0
        for k, (_, _, _, sentence, found, factor) in enumerate(candidates):
            n = len(sentence.split())
            if used and used + n > words:
                continue
            gain = sum(_weight(t, vocab) for t in found - seen)
            value = factor * gain / n**0.7
            if value > best_value:
                best, best_value = k, value
        if best < 0:
            break
        i, j, speaker, sentence, found, _ = candidates.pop(best)
        chosen.append((i, j, speaker, sentence))
        seen |= found
        used += len(sentence.split())
    if not chosen:  # nothing informative: the most typical entry, shortened
        best = max(range(len(members)), key=lambda i: central[i])
        speaker, text = speaker_of(members[best])
        chosen = [(best, 0, speaker, " ".join(text.split()[:words]))]
    out: list[str] = []
    last = None
    for _, _, speaker, sentence in sorted(chosen):
        if speaker and speaker != last:
            out.append(f"{speaker}: {sentence}")
        else:
            out.append(sentence)
        last = speaker
    return " ".join(out)


def _phrases(text: str) -> list[list[str]]:
    """Runs of content words between stop words and punctuation (surface forms)."""
    out: list[list[str]] = []
    for chunk in _SPLIT.split(text):
        run: list[str] = []
        for word in _WORD.findall(chunk):
            base = re.split("['\u2019]", word.lower().strip("'\u2019"))[0]
            if base in STOP or base in _FILLER or len(base) < 2:
                if run:
                    out.append(run)
                run = []
            else:
                run.append(word)
        if run:
            out.append(run)
    return [p[i : i + MAX_PHRASE_WORDS] for p in out for i in range(0, len(p), MAX_PHRASE_WORDS)]


def gist(texts: Sequence[str], speakers: Sequence[str], vocab: Vocabulary, words: int) -> str:
    """One line: who, then the cluster's key phrases, best first (`texts` with their
    relative dates already pinned, so a date is a phrase like any other).

    A word is worth how often the cluster says it times how rare it is in the partition
    (tf-idf); a phrase the sum of its words not yet in the line (RAKE-style, a little more
    with a name or a number), per word: each step takes the phrase that adds the most."""
    tf: Counter[str] = Counter()
    surface: dict[str, str] = {}
    specific: set[str] = set()
    for text in texts:
        tf.update(terms(text))
        for phrase in _phrases(text):
            key = " ".join(terms(" ".join(phrase)))
            if not key:
                continue
            surface.setdefault(key, " ".join(phrase))
            if any(w[0].isdigit() or (w[0].isupper() and i > 0) for i, w in enumerate(phrase)):
                specific.add(key)

    def weight(t: str) -> float:
        return (1 + math.log(max(tf[t], 1))) * _weight(t, vocab)

    head = ", ".join(dict.fromkeys(s for s in speakers if s))
    used = len(head.split())
    picked: list[str] = []
    seen: set[str] = set(terms(head))
    pool = dict(surface)
    while pool:
        best, best_value = "", 0.0
        for key, shown in pool.items():
            n = len(shown.split())
            if used + n > words:
                continue
            gain = sum(weight(t) for t in set(key.split()) - seen)
            value = gain * (1.3 if key in specific else 1.0) / n**0.7
            if value > best_value:
                best, best_value = key, value
        if not best:
            break
        shown = pool.pop(best)
        picked.append(shown)
        seen |= set(best.split())
        used += len(shown.split())
    body = ", ".join(picked)
    return f"{head}: {body}" if head and body else (body or head)
