# ruff: noqa: RUF001
# (month and weekday names in Cyrillic and Turkish: letters that look like Latin ones)
"""Days and weeks a cue names: "on Tuesday", "vendredi soir", "gestern", "this past week",
"the last 10 days", "la semaine dernière", "the weekend before last".

Why: the recall probes of 2026-12-04..06 asked "what did I do last week?" on a Sunday in
five of their eight peers, and every writer meant the days just gone (Monday to Thursday of
the week ending that day), not the calendar week before it that `service.recall.when` read:
the answers were never in the first ten. In the US a week starts on Sunday, so on a Sunday
"last week" is the seven days just gone; in Europe it is the Monday-to-Sunday week before
this one. Both are read ("last week" is their union, at most 13 days); "this past week",
"the past week" and "the last 10 days" are days back from now. A weekday alone ("on
Tuesday", "Thursday evening", "am Montag", "vendredi soir") is the most recent one before
today, unless the cue looks ahead ("next", "will", "tomorrow", ...): then it names none,
rather than a day that has not happened. A weekday said as a habit ("on Tuesdays", "every
Monday", "le lundi", "los lunes") names none.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from service.recall.when_dates import LETTERS, cue_words

Window = tuple[datetime, datetime]

_WEEKDAY_FORMS = (
    "monday montag lundi lunes lunedì lunedi segunda-feira maandag måndag mandag poniedziałek"
    " pondělí ponedeljek hétfő maanantai pazartesi понедельник понеділок senin",
    "tuesday dienstag mardi martes martedì martedi terça-feira dinsdag tisdag tirsdag wtorek"
    " úterý torek marți kedd tiistai salı вторник вівторок selasa",
    "wednesday mittwoch mercredi miércoles miercoles mercoledì mercoledi quarta-feira woensdag"
    " onsdag środa środę středa středu sreda sredo miercuri szerda keskiviikko çarşamba среда"
    " среду середа середу rabu",
    "thursday donnerstag jeudi jueves giovedì giovedi quinta-feira donderdag torsdag czwartek"
    " čtvrtek četrtek csütörtök torstai perşembe четверг четвер kamis",
    "friday freitag vendredi viernes venerdì venerdi sexta-feira vrijdag fredag piątek pátek"
    " petek vineri péntek perjantai пятница пятницу п'ятниця п'ятницю jumat",
    "saturday samstag sonnabend samedi sábado sabado sabato zaterdag lördag lørdag sobota"
    " sobotę soboto sâmbătă szombat lauantai cumartesi суббота субботу субота суботу sabtu",
    "sunday sonntag dimanche domenica zondag söndag søndag niedziela niedzielę neděle neděli"
    " nedelja nedeljo duminică vasárnap sunnuntai воскресенье неділя неділю",
)
# words that are also something else ("quinta": a fifth or a villa, "domingo" a name): only
# after a preposition ("na quinta", "el domingo")
_GUARDED = {
    "segunda": 0, "terça": 1, "quarta": 2, "quinta": 3, "sexta": 4, "domingo": 6, "cuma": 4,
    "pazar": 6, "minggu": 6,
}  # fmt: skip
_WEEKDAY_OF = {w: i for i, forms in enumerate(_WEEKDAY_FORMS) for w in forms.split()}
_ENGLISH = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_ANY_DAY = "|".join(sorted([*_WEEKDAY_OF, *_GUARDED], key=len, reverse=True))
_PREP = r"on|am|el|op|w|we|v|ve|na|no|în|в|во|у|this\s+past|past"
_TIME_OF_DAY = (
    r"morning|afternoon|evening|night|soir|matin|après-midi|abend|nachmittag"
    r"|noche|tarde|mañana|sera|mattina|pomeriggio|notte|avond|ochtend|middag|kväll|morgon"
    r"|kveld|wieczorem|rano|večer|ráno|à\s+noite|de\s+manhã"
)
_WEEKDAY = re.compile(
    rf"(?i)(?<!\w)(?:(?P<habit>every|each|on\s+all|a|an|any|the|los|les|le|il|todos\s+los"
    rf"|tous\s+les|jeden|ogni|cada|chaque|elke|varje|hver|co)\s+)?(?:(?P<prep>{_PREP})\s+)?"
    rf"(?P<day>{_ANY_DAY})(?!\w)(?P<time>\s+(?:{_TIME_OF_DAY})(?P<times>s)?(?!\w))?"
)
_AHEAD = re.compile(
    r"(?i)(?<!\w)(?:next|coming|upcoming|(?-i:will)|going\s+to|tomorrow|nächsten|kommenden"
    r"|próxim[oa]|prochaine?|prossim[oa]|que\s+vem|volgende|nästa|neste|przyszł\w*|příští"
    r"|demain|domani|amanhã"
    # asking what to do, not what was done: "should I reply on Sunday?", "kannst du ..."
    r"|should|shall|could|can|would|want|remind\w*|schedul\w*|soll\w*|kannst|können|puedes"
    r"|podrías|peux|pourrais|puoi|potresti|podes|lahko|możesz|möchte)(?!\w)|['\u2019]ll\b"
)

# an English cue about a weekday asks about one that has passed: "what did we book on
# Friday?", "who covered Thursday evening?" (not "where do we go on Friday?")
_PAST = re.compile(
    r"(?i)(?<!\w)(?:did|didn['\u2019]t|was|wasn['\u2019]t|were|had|hadn['\u2019]t|went|got|made"
    r"|came|saw|said|told|took|gave|ate|bought|met|ran|left|found|paid|sent|spent|won|lost|felt"
    r"|\w+ed)(?!\w)"
)
_YESTERDAY = re.compile(
    r"(?i)(?<!\w)(?P<before>vorgestern|anteayer|antier|avant-hier|l['\u2019]altro\s+ieri"
    r"|anteontem|eergisteren|i\s+förrgår|i\s+forgårs|przedwczoraj|předevčírem|позавчера"
    r"|一昨日|前天|그저께)(?!\w)"
    r"|(?<!\w)(?P<one>gestern|ayer|anoche|ieri|ontem|gisteren|igår|i\s+går|eilen|tegnap"
    r"|wczoraj|včera|včeraj|dün|вчера|учора|вчора|kemarin|kahapon|hôm\s+qua|昨日|昨天|어제)(?!\w)"
)
# French "hier" (yesterday) is Dutch "here": only among French words
_HIER = re.compile(r"(?i)(?<!\w)hier(?!\w)")
_FRENCH = re.compile(
    r"(?i)(?<!\w)(?:qu['\u2019]|est-ce|j['\u2019]ai|m['\u2019]a|s['\u2019]est|nous|vous|avons"
    r"|avez|il|elle|ai|fait|été|le|la|les|des|du|ce|qui)(?!\w)"
)

_COUNTS = {
    "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "few": 3, "couple": 2, "couple of": 2, "several": 4,
}  # fmt: skip
_UNIT_DAYS = {"day": 1, "night": 1, "week": 7, "month": 30.4, "year": 365}
_SPAN = re.compile(
    r"(?i)(?<!\w)(?P<art>the|this|these)?\s*(?P<w>past|last|previous)\s+"
    r"(?:(?P<n>\d{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten|few|couple(?:\s+of)?"
    r"|several)\s+)?(?P<u>day|night|week|month|year)(?P<plural>s)?(?!\w)"
    r"|(?<!\w)(?P<this>this)\s+week(?!\w)"
    r"|(?<!\w)the\s+(?P<before_last>week|weekend)\s+before\s+last(?!\w)"
)
# "last week", "last month", "last year" in the user's other languages
_LAST = {
    "week": r"la\s+semaine\s+(?:dernière|passée)|letzte\s+woche|vergangene\s+woche"
    r"|la\s+semana\s+pasada|la\s+settimana\s+scorsa|(?:a\s+)?semana\s+passada|vorige\s+week"
    r"|afgelopen\s+week|förra\s+veckan|forrige\s+uke|sidste\s+uge|w\s+(?:zeszłym|ubiegłym)"
    r"\s+tygodniu|minulý\s+týden|geçen\s+hafta|на\s+прошлой\s+неделе|минулого\s+тижня"
    r"|minggu\s+lalu|tuần\s+trước|先週|上周|지난주",
    "month": r"le\s+mois\s+(?:dernier|passé)|letzten\s+monat|vergangenen\s+monat"
    r"|el\s+mes\s+pasado|il\s+mese\s+scorso|(?:o\s+)?mês\s+passado|vorige\s+maand"
    r"|förra\s+månaden|forrige\s+måned|w\s+(?:zeszłym|ubiegłym)\s+miesiącu|minulý\s+měsíc"
    r"|geçen\s+ay|в\s+прошлом\s+месяце|минулого\s+місяця|bulan\s+lalu|tháng\s+trước|先月"
    r"|上个月|지난달",
    "year": r"l['\u2019]année\s+dernière|l['\u2019]an\s+(?:dernier|passé)|letztes\s+jahr"
    r"|im\s+letzten\s+jahr|el\s+año\s+pasado|l['\u2019]anno\s+scorso|(?:o\s+)?ano\s+passado"
    r"|vorig\s+jaar|förra\s+året|i\s+fjor|sidste\s+år|w\s+(?:zeszłym|ubiegłym)\s+roku"
    r"|minulý\s+rok|geçen\s+(?:yıl|sene)|в\s+прошлом\s+году|минулого\s+року|tahun\s+lalu"
    r"|năm\s+ngoái|去年|작년|昨年",
}
_LAST_IN = re.compile(
    "|".join(rf"(?<!\w)(?P<{unit}>{forms})(?!\w)" for unit, forms in _LAST.items()), re.I
)


def _triggers(*sources: str) -> frozenset[str]:
    """The words a cue must hold for these patterns to be worth running: their words, less
    the short ones every cue holds ("a", "la", "w"), which never name a time alone."""
    words = LETTERS.findall(" ".join(sources).lower())
    return frozenset(w for w in words if len(w) > 2 or not w.isascii())


_TRIGGERS = _triggers(
    *_WEEKDAY_FORMS, " ".join(_GUARDED), _YESTERDAY.pattern, _LAST_IN.pattern,
    "day days night nights week weeks weekend month months year years hier",
) - {"the", "this"}  # fmt: skip


def _midnight(now: datetime) -> datetime:
    return datetime(now.year, now.month, now.day, tzinfo=UTC)


def last_week(now: datetime, weeks: int = 1) -> Window:
    """The week before this one, whether a week starts on Monday or on Sunday."""
    today = _midnight(now)
    monday = today - timedelta(now.weekday())
    sunday = today - timedelta((now.weekday() + 1) % 7)
    back = timedelta(7 * weeks)
    return min(monday, sunday) - back, max(monday, sunday) - back + timedelta(7)


def _weekend(now: datetime, back_weeks: int) -> Window:
    """The Saturday and Sunday `back_weeks` before the last one that has begun."""
    today = _midnight(now)
    saturday = today - timedelta((now.weekday() - 5) % 7) - timedelta(7 * back_weeks)
    return saturday, saturday + timedelta(2)


def _weekday(m: re.Match[str], now: datetime) -> Window | None:
    word = m.group("day").lower()
    prep = (m.group("prep") or "").lower()
    if m.group("habit") or m.group("times") or _AHEAD.search(m.string):
        return None  # "on a Tuesday night", "on Saturday nights", "where should I go Friday"
    if word in _GUARDED and not prep:
        return None
    if word in _ENGLISH and not ((prep or m.group("time")) and _PAST.search(m.string)):
        return None  # "my Tuesday class", "on Friday" with nothing said to have passed
    index = _GUARDED.get(word, _WEEKDAY_OF.get(word))
    if index is None:
        return None
    back = (now.weekday() - index) % 7 or 7
    day = _midnight(now) - timedelta(back)
    return day - timedelta(hours=12), day + timedelta(hours=36)


def _span(m: re.Match[str], now: datetime) -> Window | None:
    today = _midnight(now)
    if m.group("this"):
        monday = today - timedelta(now.weekday())
        return monday, monday + timedelta(7)
    if m.group("before_last"):
        if m.group("before_last").lower() == "weekend":
            return _weekend(now, 2 if now.weekday() >= 5 else 1)
        return last_week(now, 2)
    unit = m.group("u").lower()
    count = m.group("n")
    if count:
        n = float(count) if count.isdigit() else float(_COUNTS[" ".join(count.lower().split())])
        return now - timedelta(days=n * _UNIT_DAYS[unit] + 1), now
    if m.group("plural"):
        return None  # "the last days of the trip"
    rolling = m.group("w").lower() == "past" or m.group("art")
    if unit == "week":
        return (now - timedelta(days=8), now) if rolling else last_week(now)
    if rolling and unit in ("month", "year"):  # "the past month", "this past year"
        return now - timedelta(days=_UNIT_DAYS[unit] + 1), now
    return None  # "last month", "last year": `service.recall.when`'s calendar month or year


def _last_in(m: re.Match[str], now: datetime) -> Window:
    if m.group("week"):
        return last_week(now)
    if m.group("month"):
        first = datetime(now.year, now.month, 1, tzinfo=UTC)
        start = (first - timedelta(1)).replace(day=1)
        return start, first
    return datetime(now.year - 1, 1, 1, tzinfo=UTC), datetime(now.year, 1, 1, tzinfo=UTC)


def _yesterday(m: re.Match[str], now: datetime) -> Window:
    return _days_back(now, 2 if m.group("before") else 1)


def _days_back(now: datetime, back: int) -> Window:
    """The whole day `back` days before today."""
    today = _midnight(now)
    return today - timedelta(back), today - timedelta(back - 1)


def day_window(cue: str, now: datetime) -> tuple[Window, int] | None:
    """The first day or run of days `cue` names in the forms above, as (window, where its
    words begin)."""
    if _TRIGGERS.isdisjoint(cue_words(cue)) and cue.isascii():
        return None  # most cues: no pattern is run
    found: list[tuple[int, Window]] = []
    for m in _SPAN.finditer(cue):
        window = _span(m, now)
        if window is not None:
            found.append((m.start(), window))
            break
    for rx, read in ((_LAST_IN, _last_in), (_YESTERDAY, _yesterday)):
        said = rx.search(cue)
        if said is not None:
            found.append((said.start(), read(said, now)))
    hier = _HIER.search(cue)
    if hier is not None and _FRENCH.search(cue):
        found.append((hier.start(), _days_back(now, 1)))
    for m in _WEEKDAY.finditer(cue):
        window = _weekday(m, now)
        if window is not None:
            found.append((m.start("day"), window))  # (a holiday there wins: "el Viernes Santo")
            break
    if not found:
        return None
    at, window = min(found, key=lambda f: f[0])
    return window, at
