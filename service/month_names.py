# ruff: noqa: RUF001
# (month names in Cyrillic and Turkish: letters that look like Latin ones)
"""Month names in the languages users write in, with their inflected forms ("lutym",
"sierpnia", "листопада"): the data `service.recall.when_dates` reads a cue's month with and
`service.dedup.dates` a memory's date in words with. Lower case; English short forms too.
"""

from __future__ import annotations

MONTH_FORMS: dict[int, str] = {
    1: "january jan january januar jänner januari janvier enero janeiro gennaio styczeń stycznia"
    " styczniu leden ledna lednu januarja januara ianuarie január tammikuu tammikuussa ocak"
    " январь января январе січень січня",
    2: "february feb februar februari février fevrier febrero fevereiro febbraio luty lutego"
    " lutym únor února únoru februarja februara februarie február helmikuu helmikuussa şubat"
    " февраль февраля феврале лютий лютого",
    3: "march mar märz maerz maart maret mars marzo março marzec marca marcu březen března březnu"
    " marec martie március maaliskuu maaliskuussa mart март марта марте березень березня",
    4: "april apr avril abril aprile kwiecień kwietnia kwietniu duben dubna dubnu aprila"
    " aprilie április huhtikuu huhtikuussa nisan апрель апреля апреле квітень квітня",
    5: "may mai mei maj mayo maio maggio maja maju květen května květnu mája május toukokuu"
    " toukokuussa mayıs май мая мае травень травня",
    6: "june jun juni juin junio junho giugno czerwiec czerwca czerwcu červen června červnu"
    " junij junija iunie június kesäkuu kesäkuussa haziran июнь июня июне червень червня",
    7: "july jul juli juillet julio julho luglio lipiec lipca lipcu červenec července"
    " červenci julij julija iulie július heinäkuu heinäkuussa temmuz июль июля июле липень"
    " липня",
    8: "august aug augustus augusti août aout agosto sierpień sierpnia sierpniu srpen srpna"
    " srpnu avgust avgusta augusztus elokuu elokuussa ağustos август августа августе"
    " серпень серпня agustus",
    9: "september sep sept septembre septiembre setiembre setembro settembre wrzesień"
    " września wrześniu září septembra septembrie szeptember syyskuu syyskuussa eylül"
    " сентябрь сентября сентябре вересень вересня",
    10: "october oct oktober octobre octubre outubro ottobre październik października"
    " październiku říjen října říjnu oktobra octombrie október lokakuu lokakuussa ekim"
    " октябрь октября октябре жовтень жовтня",
    11: "november nov novembre noviembre novembro listopad listopada listopadzie listopadu"
    " novembra noiembrie marraskuu marraskuussa kasım ноябрь ноября ноябре"
    " листопада",
    12: "december dec dezember décembre decembre diciembre dezembro dicembre grudzień grudnia"
    " grudniu prosinec prosince prosinci decembra decembrie desember joulukuu joulukuussa"
    " aralık декабрь декабря декабре грудень грудня desember",
}
MONTH_OF = {word: month for month, words in MONTH_FORMS.items() for word in words.split()}
# every form, longest first, as a pattern's alternatives
MONTH_WORDS = "|".join(sorted(MONTH_OF, key=len, reverse=True))
