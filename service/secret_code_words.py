"""The words of `service.secret_nearby`, in the languages its probes met: what makes a nearby
number secret (a code, a PIN, a password, a lock, an alarm, a door, a key box...), those
words in scripts written without spaces, what makes it something else (an order, a room, a
price), and digits said as words. Data kept apart so the
backstop's module holds its logic.
"""

from __future__ import annotations

from service.secret_prose import DIGIT_WORDS

# Words that make a nearby number a secret, in the languages the probes met.
SECRET_WORDS = (
    r"code|codes|c[o\u00f3]digo|codice|kod|koden|kode|koodi|kodu|k\u00f3d|kodi|\u03ba\u03c9\u03b4\u03b9\u03ba\w*"
    r"|\u043a\u043e\u0434\w*|pin|(?-i:PINs)|pincode|puk|otp|passcodes?|passwords?|passwort|kennwort|(?-i:NIP)"
    r"|contrase[\u00f1n]a|clave|senha|wachtwoord|has[\u0142l]o|heslo|jelsz[o\u00f3]|salasana"
    r"|l[\u00f6o]senord|passord|adgangskode|parola|parol\u0103|\u015fifre\w*|sifre\w*|sandi|lozinka"
    r"|geslo|\u043f\u0430\u0440\u043e\u043b\u044c|\u5bc6\u7801|\u5bc6\u78bc|\u6697\u8a3c\u756a\u53f7"
    r"|\ube44\ubc00\ubc88\ud638|m\u1eadt\s+kh\u1ea9u|\u0e23\u0e2b\u0e31\u0e2a"
    r"|combination|combo|combinaci[o\u00f3]n|combinazione|kombination|kombinacja|cijfercode"
    r"|alarm|alarme|alarma|allarme|larm|h[\u00e4a]lytys|riaszt\w*|alarmu"
    r"|lockbox|keybox|key\s+box|key\s+safe|keysafe|padlock|cadenas|candado|lucchetto|k[\u0142l][o\u00f3]dk\w*"
    r"|hangslot|safe|tresor|cassaforte|caja\s+fuerte|coffre|cofre|sejf"
    r"|door|gate|portal|porta|porte|puerta|port\u00e3o|port[o\u00f3]n|t\u00fcr|tor|deur|drzwi"
    r"|dve\u0159e|ajt\u00f3|kap\u0131|d\u00f6rr|d\u00f8r|intercom|buzzer|domofon\w*|citofono"
    r"|interphone|interfono|digicode|keypad|wifi|wi-fi|wlan|lock|larmet|l\u00e5set|schloss"
    r"|z\u00e1mek|codul|cod|\u0161ifra|sifra|katanac|porten|d\u00f6rren|d\u00f8ren|grinden"
    r"|alarmen|l\u00e5sen|c\u00f2d|c\u00f3d|kodas|kod\u0105|codi|caixa\s+forta"
    # a code word inside a compound: "kapuk\u00f3d", "d\u00f8rkoden", "alarmkodu" (never a postal
    # or a customer's: `_NOT_A_SECRET_COMPOUND`)
    r"|\w{0,16}(?:kod|k\u00f3d|kode|koodi|kood|k\u00f3\u00f0)(?:en|et|ja|ot|u|un|a|ul|inn|ann|unuz|umuz)?"
    r"|kombinatsioon|kombinaatio|tabaluk\w*|riippulukko|h\u00e4ngl\u00e5s|lykilor\u00f0\w*"
    # a key box, a voicemail, a keypad, an ATM, a bank's text message, what unlocks a phone,
    # a lock's dial and "the four digits" of a card, in the languages the probes met
    r"|nyckelbox\w*|n\u00f8kkelboks\w*|schl\u00fcssel(?:kasten|box|tresor)\w*|voicemail"
    r"|teclado|unlock|unlocks|entsperr\w*|desbloque\w*|odblokow\w*|d\u00e9verrouill\w*"
    r"|sblocc\w*|atms?|bankomat\w*|cajero|geldautomat\w*|sms|dial\s+(?:goes|is|reads|turns)"
    r"|(?:four|4)\s+digits|cztery\s+cyfry|vier\s+ziffern|cuatro\s+d[i\u00ed]gitos|override"
    # (a main door, an alarm system, a key box, a safe and a combination lock, privacy probes
    # 128 and 130: "il portone", "Alarmanlage", "bo\u00eete \u00e0 cl\u00e9s", "sef", "cijferslot")
    r"|portone|\u03c3\u03c5\u03bd\u03b1\u03b3\u03b5\u03c1\u03bc\w*|alarm(?:anlage|system|installatie|centrale)"
    r"|bo[i\u00ee]te\s+[\u00e0a]\s+cl[\u00e9e]s|sef|cijferslot\w*|zahlenschloss\w*|kodl\u00e5s\w*"
    # (a bank's TAN, a PIN in Cyrillic, a Dutch key box, a Romanian intercom, a Spanish key box,
    # a Finnish lock and PIN, a lock and a safe in Arabic and Hindi, a code texted: privacy
    # probes 134-140)
    r"|pushtan|smstan|mtan|\u043f[\u0456\u0438]\u043d\w{0,2}|sleutelkast\w*|interfon\w*"
    r"|caja\s+de\s+llaves|luko\w*|lukko\w*|tunnusluku\w*|texted|\u0627\u0644\u0642\u0641\u0644|\u0642\u0641\u0644"
    # (a Catalan padlock and key box, a Portuguese key box, a Slovak/Czech key box, a bank's
    # token, a locker said to be a code, an Indonesian safe and code, a Vietnamese safe and lock,
    # a Norwegian garage door and combination, a duress code: privacy probes 142-148)
    r"|cadenat|caixa\s+d[eao]s?\s+(?:claus|chaves)|k[l\u013e][\u00ed\u00fa]\u010dov\w*\s+schr\u00e1nk\w*"
    r"|token(?=\s+(?:do|da|del|de|from)\s)"
    r"|locker|brankas|kodenya|k\u00e9t\s+s\u1eaft|kh\u00f3a(?!\s+h\u1ecdc)|garasjeport\w*|kombinasjon"
    r"|duress|mpin"
    # (an Italian key box, gate and ATM card, a Turkish safe, a Swahili safe, combination and
    # alarm, a Hebrew door, Greek in Latin letters and a Greek key, privacy probes 150-156)
    r"|cassetta|cancello|bancomat\w*|kasa\w*|sefu|mchanganyiko|kengele|delet|kwdikos|kodikos"
    r"|\u03ba\u03bb\u03b5\u03b9\u03b4\u03b9\w*|zahlenschloss\w*|poort\w*"
    # (a Tagalog combination, a barrier, a shed, an entrance, a Vietnamese code, what a lock
    # opens with: privacy probes 158-164)
    r"|kumbinasyon|schranke\w*|barrier|barrera|sbarra|shed|entrance|m\u00e3\s+qu\u1ea3n\s+l\u00fd|opens?\s+with"
    # (a compound door, a Turkish keypad, a Romanian unlock, parental controls, a Lithuanian
    # lock: privacy probes 166-172)
    r"|\w{2,12}t\u00fcr|tu\u015f\s+tak\u0131m\w*|debloc\w*|parental\s+controls?|spyn\w*"
    r"|\u0924\u093f\u091c\u094b\u0930\u0940|\u0915\u0949\u092e\u094d\u092c\u093f\u0928\u0947\u0936\u0928|kulcssz\u00e9f\w*"
    r"|quatro\s+d[i\u00ed]gitos|quatre\s+chiffres|fyra\s+siffror"
    # (a Polish safe's combination, a Malay key box: privacy probe 174)
    r"|szyfr\w*|kotak\s+kunci|peti\s+kunci|passkey\w*"
    # (Amharic code, PIN and unlock, an alarm disarmed with a code, not at a time: privacy
    # probe 176)
    r"|\u12ae\u12f5|\u1352\u1295|\u1218\u12ad\u1348\u127b|disarm\w*(?=\s+(?:w/|with|using|code|by))"
    # (a Greek key box, an alarm armed and disarmed: privacy probe 180)
    r"|\u03ba\u03bb\u03b5\u03b9\u03b4\u03bf\w*|\u03b1?\u03c6?\u03bf\u03c0\u03bb\u03b9\u03c3\w*"
    # (a German lock compound, never a castle's "Jagdschloss"; an Indonesian locker: held-out
    # privacy probe 202; a parcel box: probe 212)
    r"|(?:fahrrad|zahlen|t\u00fcr|b\u00fcgel|ketten|vorh\u00e4nge|kombinations|spind|falt)schlo(?:ss|\u00df)"
    r"|loker|parcel\s+(?:box|locker)|paketbox|packstation"
    # (a code, a password, a PIN, a gate and a safe in Arabic letters: privacy probes 202 and
    # 210; a year or a price after them is `secret_nearby`'s to leave)
    r"|(?:\u0627\u0644)?(?:\u0631\u0645\u0632|\u0643\u0648\u062f|\u0628\u0648\u0627\u0628\u0629|\u062e\u0632\u0646\u0629)"
    r"|\u0643\u0644\u0645\u0629\s+(?:\u0627\u0644)?(?:\u0633\u0631|\u0645\u0631\u0648\u0631)|(?:\u0627\u0644)?\u0631\u0642\u0645\s+(?:\u0627\u0644)?\u0633\u0631\u064a"
    # (a code compound in Dutch or German: "Alarmcode van de bakkerij", privacy probe 210)
    r"|(?:alarm|deur|t\u00fcr|poort|hek|kluis|safe|tresor|toegangs|zugangs|slot|schloss|garage"
    r"|sleutel|kastje|locker|entry|access|lock|gate|door|keypad)code[ns]?"
    # (a Greek door: privacy probe 204)
    r"|\u03c0\u03cc\u03c1\u03c4\w*"
    # (a safe, a code, a lock, a keypad, a password and a key box in Hebrew, with its
    # prefixed particles; a Danish key box, a Swahili gate, door and lock, a Russian safe, a
    # Finnish safe, combination and key box, a Hungarian code lock: privacy probes 214-220)
    r"|[\u05d4\u05d5\u05d1\u05dc\u05e9\u05de]{0,2}(?:\u05e7\u05d5\u05d3\w{0,2}|\u05e7\u05d5\u05d3\u05df|\u05db\u05e1\u05e4\u05ea\w{0,2}|\u05de\u05e0\u05e2\u05d5\u05dc\w{0,2}|\u05e1\u05d9\u05e1\u05de[\u05d4\u05d0]\w{0,2})|\u05ea\u05d9\u05d1\u05ea\s+(?:\u05d4)?\u05de\u05e4\u05ea\u05d7\u05d5\u05ea"
    # (what opens a garage, a gate or a door by its keypad: "garage opener is 123456 no wait
    # it's 654321", a blind review's miss)
    r"|(?:garage|gate|door|barrier)(?:[\s-]+door)?[\s-]+opener"
    r"|n\u00f8gleboks\w*|geti|mlango|kufuli|\u0441\u0435\u0439\u0444\w*|kassakaap\w*|yhdistelm(?:\u00e4|\u00e4n|\u00e4ll\u00e4|\u00e4\u00e4n)|avainbok\w*|k\u00f3dz\u00e1r\w*"
    # (a PIN in Devanagari, Bengali, Telugu and Georgian, a Basque code: privacy probe s180;
    # never a "PIN code", India's postal code, nor these scripts' word for any code or for a
    # password, which a helpline's number or a fee follows as often: "ऑर्डर कोड 4471")
    r"|\u092a\u093f\u0928(?![\s-]{0,3}\u0915\u094b\u0921)|\u09aa\u09bf\u09a8(?![\s-]{0,3}\u0995\u09cb\u09a1)"
    r"|\u0c2a\u0c3f\u0c28\u0c4d|\u10de\u10d8\u10dc(?:\u10d8)?|kodea"
)

# Words between the secret word and the number that make the number something else.
ELSE_WORDS = (
    r"order|orders|tracking|track|room|flat|apartment|apt|suite|unit|floor|bed|ward|seat"
    r"|flight|booking|reservation|invoice|ticket|case|claim|policy|reference|ref|serial|model"
    r"|version|phone|tel|mobile|call|calling|ring|dial|ext|extension|fax|whatsapp|helpline"
    r"|hotline|price|cost|costs|paid|pay|eur|usd|total|balance|salary|budget|account|sort|iban"
    r"|postcode|zip|postal|street|road|bus|route|platform|train|year|born|since|km|miles|mg|ml"
    r"|kg|dose|error|status|http|port|ip|number|no|nr|numer|nummer|num[e\u00e9]ro|n[u\u00fa]mero"
    r"|pedido|rastreio|address|adres|direcci[o\u00f3]n|indirizzo|adresse"
    # (rooms and orders in other languages, a place it is kept, what a device does)
    r"|kamar|chumba|kwarto|kamer|zimmer|appartement|\u043d\u043e\u043c\u0435\u0440\w*"
    r"|\u043a\u0456\u043c\u043d\u0430\u0442\w*|\u043a\u043e\u043c\u043d\u0430\u0442\w*|zeile"
    r"|liegt|ada|nasa|staat|located|kept|hubungi|nomor|cabang|fila|atendimento|nivel|level"
    r"|materia|peso|uses|accepts|holds|supports|stores|timer|timeout|rotation|every|rate|limit"
    r"|requests|rose|raised|review|lines|tests?|fixture|helpdesk|service|resets?|installer"
    r"|quote|cameras|bought|custou|custa|cost[o\u00f3]|cuesta|kostet|co[u\u00fb]te|costa"
    r"|\u03ba\u03bf\u03c3\u03c4\w*|\u0441\u0442\u043e\w*|\u0437\u0430|\u5728|auth|terminal"
    r"|receipt|approved|discount|default|hinge|sent|gave|delay|schedule|ordered|purchased"
    r"|section|clause|article|paragraph|chapter|page|line|rule|expires?|expiry|screen"
    # (a code printed in a manual is public, a fee is a price, a station a place)
    r"|manual|manuals|instructions|fee|fees|station|modell|modelo|mod\u00e8le|modello|baud"
    # (a room, a flat, a floor, a phone, an order, a price, a year, a number in Hebrew, with
    # the particles it takes: "הקוד לדלת נמצא אצל השומר, חדר 1203")
    r"|[\u05d4\u05d5\u05d1\u05dc\u05e9\u05de\u05db]{0,2}(?:\u05d7\u05d3\u05e8|\u05d3\u05d9\u05e8\u05d4|\u05e7\u05d5\u05de\u05d4|\u05d8\u05dc\u05e4\u05d5\u05df|\u05d4\u05d6\u05de\u05e0\u05d4|\u05de\u05d7\u05d9\u05e8|\u05e2\u05d5\u05dc\u05d4|\u05e2\u05dc\u05d5\u05ea|\u05e9\u05e0\u05ea|\u05e9\u05e0\u05d4|\u05de\u05e1\u05e4\u05e8|\u05db\u05ea\u05d5\u05d1\u05ea|\u05d8\u05d9\u05e1\u05d4|\u05e9\u05e2\u05d4|\u05e7\u05d5\u05e8\u05e1|\u05de\u05d5\u05e1\u05d3|\u05d3\u05d2\u05dd)|saa|shilingi|ksh|tsh|er\u00e4|tilausnumero|varenummer|varenr"
    # (a year, a phone, an order, an invoice in Arabic and Persian letters)
    r"|\u0627\u0644\u0633\u0627\u0639\u0629|\u0633\u0627\u0639\u0629|\u0633\u0627\u0644|\u0639\u0627\u0645|\u0633\u0646\u0629|\u0633\u0646\u0647|\u0647\u0627\u062a\u0641|\u062c\u0648\u0627\u0644|\u0645\u0648\u0628\u0627\u064a\u0644|\u0637\u0644\u0628|\u0627\u0644\u0637\u0644\u0628|\u0641\u0627\u062a\u0648\u0631\u0629|\u0627\u0644\u0641\u0627\u062a\u0648\u0631\u0629|\u062a\u0643\u0644\u0641|\u064a\u0643\u0644\u0641|\u0628\u0633\u0639\u0631|\u0633\u0639\u0631|\u0631\u0642\u0645|\u0627\u0644\u0631\u0642\u0645"
)

# (scripts written without spaces need no word boundary: "仓库报警密码改成739105了",
# "รหัสประตู...เป็น 6093")
# (the Thai "code" alone is any code, a customer's or a course's: only a password's or a
# door's)
UNSPACED = (
    r"\u5bc6\u7801|\u5bc6\u78bc|\u6697\u8a3c\u756a\u53f7|\ube44\ubc00\ubc88\ud638"
    # (a door lock, a password's slang, a safe in Korean; a safe, a locker, a password, a
    # passcode in Japanese; a door's access and a safe in Chinese)
    r"|\ub3c4\uc5b4\ub77d|\ub3c4\uc5b4\ub85d|\ube44\ubc88|\uae08\uace0|\u91d1\u5eab"
    r"|\u30ed\u30c3\u30ab\u30fc|\u30d1\u30b9\u30ef\u30fc\u30c9|\u30d1\u30b9\u30b3\u30fc\u30c9"
    r"|\u6697\u8a3c|\u95e8\u7981|\u9580\u7981|\u4fdd\u9669\u7bb1|\u4fdd\u96aa\u7bb1"
    # (a lock's code and a verification code in Japanese, privacy probe 166)
    r"|\u30ed\u30c3\u30af(?:\u30b3\u30fc\u30c9|\u756a\u53f7)|\u8a8d\u8a3c\u30b3\u30fc\u30c9"
    r"|\u0e23\u0e2b\u0e31\u0e2a(?:\u0e1c\u0e48\u0e32\u0e19|\u0e1b\u0e23\u0e30\u0e15\u0e39)"
)

# Digits said as words in the languages the probes met: English, German, Dutch, the Nordic,
# Romance and South Slavic languages ("fire-fem-null-to", "devet-jedan-tri-tri"); four words
# or more, so no count or list reads as one
DIGIT_WORDS_ANY = (
    rf"{DIGIT_WORDS}|null|eins|zwei|drei|vier|f\u00fcnf|sechs|sieben|acht|neun|nul|een|twee"
    r"|drie|vijf|zes|zeven|negen|en|ett|to|tv\u00e5|tre|fire|fyra|fem|seks|sex|sju|syv"
    r"|\u00e5tte|\u00e5tta|ni|nio|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|z\u00e9ro"
    r"|un|deux|trois|quatre|cinq|six|sept|huit|neuf|zero|due|quattro|cinque|sei|sette"
    r"|otto|nove|um|dois|tr\u00eas|quatro|sete|oito|nula|jedan|jedna|dva|dvije|tri"
    r"|\u010detiri|cetiri|pet|\u0161est|sest|sedam|osam|devet|\u00e9\u00e9n|s\u0131f\u0131r|bir|iki"
    r"|\u00fc\u00e7|d\u00f6rt|be\u015f|alt\u0131|yedi|sekiz|dokuz|\u03bc\u03b7\u03b4\u03ad\u03bd|\u03ad\u03bd\u03b1|\u03b4\u03cd\u03bf|\u03c4\u03c1\u03af\u03b1"
    r"|jeden|dwa|trzy|cztery|pi\u0119\u0107|sze\u015b\u0107|siedem|osiem|dziewi\u0119\u0107|jedna|t\u0159i"
    r"|\u010dty\u0159i|p\u011bt|\u0161est|sedm|osm|\u043d\u043e\u043b\u044c|\u043e\u0434\u0438\u043d|\u0434\u0432\u0430|\u0442\u0440\u0438"
    r"|\u0447\u0435\u0442\u044b\u0440\u0435|\u043f\u044f\u0442\u044c|\u0448\u0435\u0441\u0442\u044c|\u0441\u0435\u043c\u044c|\u0432\u043e\u0441\u0435\u043c\u044c"
    r"|\u0434\u0435\u0432\u044f\u0442\u044c|isa|dalawa|tatlo|apat|lima|anim|pito|walo|siyam|nol|satu|dua|tiga"
    r"|empat|enam|tujuh|delapan|sembilan|efes|achat|ahat|echad|shtayim|shalosh|arba|chamesh|hamesh"
    r"|shesh|sheva|shmone|tesha|aon|d\u00e0|dh\u00e0|tr\u00ec|ceithir|c\u00f2ig|sia|seachd|ochd|naoi"
    r"|nulla|egy|kett\u0151|h\u00e1rom|n\u00e9gy|\u00f6t|hat|h\u00e9t|nyolc|kilenc|nolla|yksi|kaksi|kolme"
    r"|nelj\u00e4|viisi|kuusi|seitsem\u00e4n|kahdeksan|yhdeksan|yhdeks\u00e4n"
    # (Hindi and Urdu in Latin letters: "ek-saat-saat-do", privacy probe 180)
    r"|shunya|ek|do|teen|char|chaar|paanch|panch|chhe|chhah|saat|aath|nau|das"
    # (Malay: "lapan satu tiga enam", privacy probe 174)
    r"|lapan|kosong|sifar"
    # (Romanian and Hindi: "nouă-doi-cinci-opt", "छह तीन आठ एक", privacy probe 244)
    r"|\u015fapte|sapte|cinci|\u0936\u0942\u0928\u094d\u092f|\u0219apte|patru|\u015fase|\u0219ase|trei|\u092a\u093e\u0902\u091a|\u092a\u093e\u0901\u091a|noua|sase|nou\u0103|opt|doi|\u0938\u093e\u0924|\u0924\u0940\u0928|\u091a\u093e\u0930|unu|\u091b\u0903|\u090f\u0915|\u0928\u094c|\u0926\u094b|\u091b\u0939|\u0906\u0920"
    # (Arabic and Ukrainian: "سبعة، اثنان، تسعة، صفر", privacy probe 238)
    r"|\u0434\u0435\u0432\u2019\u044f\u0442\u044c|\u0434\u0435\u0432'\u044f\u0442\u044c|\u062b\u0645\u0627\u0646\u064a\u0629|\u062b\u0645\u0627\u0646\u064a\u0647|\u0447\u043e\u0442\u0438\u0440\u0438|\u0432\u0456\u0441\u0456\u043c|\u0448\u0456\u0441\u0442\u044c|\u043f\u2019\u044f\u0442\u044c|\u062b\u0644\u0627\u062b\u0629|\u043f'\u044f\u0442\u044c|\u0627\u0631\u0628\u0639\u0629|\u0623\u0631\u0628\u0639\u0629|\u0627\u062b\u0646\u064a\u0646|\u0627\u062b\u0646\u0627\u0646|\u062b\u0644\u0627\u062b|\u062e\u0645\u0633\u0629|\u062a\u0633\u0639\u0629|\u043d\u0443\u043b\u044c|\u043e\u0434\u0438\u043d|\u062b\u0645\u0627\u0646|\u0623\u0631\u0628\u0639|\u0648\u0627\u062d\u062f|\u0633\u0628\u0639\u0629|\u0442\u0440\u0438|\u0441\u0456\u043c|\u0633\u0628\u0639|\u062a\u0633\u0639|\u0434\u0432\u0430|\u062e\u0645\u0633|\u0633\u062a\u0629|\u0635\u0641\u0631|\u0633\u062a"
    r"|\u03c4\u03ad\u03c3\u03c3\u03b5\u03c1\u03b1|\u03c0\u03ad\u03bd\u03c4\u03b5|\u03ad\u03be\u03b9|\u03b5\u03c0\u03c4\u03ac|\u03b5\u03c6\u03c4\u03ac|\u03bf\u03ba\u03c4\u03ce|\u03bf\u03c7\u03c4\u03ce|\u03b5\u03bd\u03bd\u03ad\u03b1|\u03b5\u03bd\u03bd\u03b9\u03ac"
)

# Each word once: the same word twice in the alternation ("два" in Russian and Ukrainian,
# "six" in English and French) lets a run of them match in many ways, and a run that fails
# at its end ("два два два ...", 5,000 times) backtracked for 16-20 s (the tenth session's
# review)
DIGIT_WORDS_ANY = "|".join(dict.fromkeys(DIGIT_WORDS_ANY.split("|")))

# ... and in Japanese kana, one at a time: "いち・きゅう・ろく・ご"
KANA = (
    r"\u305c\u308d|\u308c\u3044|\u30bc\u30ed|\u3044\u3061|\u306b|\u3055\u3093|\u3088\u3093|\u3057|\u3054|\u308d\u304f"
    r"|\u306a\u306a|\u3057\u3061|\u306f\u3061|\u304d\u3085\u3046|\u304f"
)
