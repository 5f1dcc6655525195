"""A password, a PIN, a door code and a verification code named in 30 languages, and one rule
that reads them all: the name, at most four words that hold no digit and end no sentence (a
verb, "of my card", "del wifi", a Korean or Japanese particle), then the value.

Why a table: the other-language rules grew one phrasing at a time and missed the plainest
sentences of whole languages ("Je verificatiecode is 482913", "Kod do drzwi to 4821", the
Persian, Urdu and Bengali ones). Word order differs (the Hindi, Urdu, Persian, Japanese and
Korean verb comes after the value), so no verb is required: the names are specific enough
(a door's code, not any code; "PIN" only before another language's "of") and the value must
be shaped like the secret: 4-8 digits that are no year, no count and no price, or a password
of printable ASCII with a letter and a digit or symbol.

Only names no English sentence uses lead here; English has its own rules.
"""

from __future__ import annotations

import re

_PASSWORD = (
    # ("clave" of a named service or account, never "la clave del \u00e9xito": held-out probe
    # 33's "¿cuál era la clave del Netflix?"; the French "code du wifi")
    r"clave\s+(?:del|de\s+(?:la|mi|tu|su))\s+(?=(?-i:[A-Z])|(?:wi-?fi|banco|cuenta|correo"
    r"|e-?mail|app|celular|computadora|compu|tel[\u00e9e]fono|m[\u00f3o]vil|router|red)\b)"
    r"|(?:code|cl[\u00e9e])\s+(?:du\s+|de\s+la\s+)?wi-?fi"
    r"|contrase\u00f1a|contrasena|clave\s+del\s+wi-?fi|senha|mot\s+de\s+passe|\bmdp(?=\s+(?:du|de|d'|pour|wifi|wi-fi)\b)|passwort|kennwort"
    r"|wlan-passwort|wlan-schl\u00fcssel|password\s+(?:del|della|dello|ng|sa|do|da|di|du|van|von|na|ya)"
    r"|wachtwoord|has\u0142o|haslo|\u015fifre\w{0,4}|parolas\u0131|parolan\u0131z|parolam|\u043f\u0430\u0440\u043e\u043b\u044c\w{0,2}"
    r"|\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2\s+\u03c0\u03c1\u03cc\u03c3\u03b2\u03b1\u03c3\u03b7\u03c2"
    r"|\u03c3\u03c5\u03bd\u03b8\u03b7\u03bc\u03b1\u03c4\u03b9\u03ba\u03cc"
    r"|\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2\s+(?:\u03c4\u03bf\u03c5|\u03c4\u03b7\u03c2)\s+(?:wi-?fi|\u03b1\u03c3\u03cd\u03c1\u03bc\u03b1\u03c4\u03bf\u03c5)"
    r"|\u0643\u0644\u0645\u0629\s+(?:\u0627\u0644)?(?:\u0633\u0631|\u0645\u0631\u0648\u0631)"
    r"|\u0631\u0645\u0632\s+(?:\u0627\u0644)?(?:\u0645\u0631\u0648\u0631|\u0639\u0628\u0648\u0631)"
    r"|\u05d4?\u05e1\u05d9\u05e1\u05de[\u05d4\u05d0]|\u092a\u093e\u0938\u0935\u0930\u094d\u0921"
    r"|\u09aa\u09be\u09b8\u0993\u09af\u09bc\u09be\u09b0\u09cd\u09a1|\u09aa\u09be\u09b8\u0993\u09af\u09bc\u09be\u09b0\u09cd\u09a1"
    r"|kata\s+sandi|kata\s+laluan|m\u1eadt\s+kh\u1ea9u|mat\s+khau|\u0e23\u0e2b\u0e31\u0e2a\u0e1c\u0e48\u0e32\u0e19"
    r"|\u5bc6\u7801|\u5bc6\u78bc|\u30d1\u30b9\u30ef\u30fc\u30c9|\ube44\ubc00\ubc88\ud638|\ube44\ubc88|\uc554\ud638"
    r"|nenosiri|neno\s+la\s+siri|\u0631\u0645\u0632\s+\u0639\u0628\u0648\u0631|\u06a9\u0644\u0645\u0647\s+\u0639\u0628\u0648\u0631"
    r"|\u067e\u0633\u0648\u0631\u062f|\u0631\u0645\u0632\s+(?:\u0648\u0627\u06cc\s*\u0641\u0627\u06cc|\u0648\u0627\u06cc\u200c\u0641\u0627\u06cc|wi-?fi|\u0627\u06cc\u0646\u062a\u0631\u0646\u062a|\u0645\u0648\u062f\u0645)"
    r"|\u067e\u0627\u0633\s?\u0648\u0631\u0688|parol(?:a|\u0103|ei)(?=\s+(?:de|pentru|mea|ta|contului)\b|\s*:)|heslo|hesla|l\u00f6senord\w{0,3}|jelsz[o\u00f3]\w{0,3}"
    r"|salasana\w{0,2}|adgangskode\w{0,2}|passord\w{0,2}|lozinka|geslo|parola\s+d['\u2019]ordine"
    # (Amharic, and a UK bank's "memorable word": privacy probe 176)
    r"|\u12e8\u12ed\u1208\u134d\s*\u1243\u120d|memorable\s+(?:word|information)|passnumber"
)
# (the chat rules name a password the same way: service.secret_chat)
PASSWORD_NAMES = _PASSWORD
_PIN = (
    r"\b(?-i:PIN)(?:-(?:ul|en|koden?|kod|\u043a\u043e\u0434\w{0,2}))?\s+(?=(?:de|do|da|del|della|di|du|des|der"
    r"|van|von|ya|ng|sa|kad|kartu|karty|k|ke|till|f\u00f6r|til|na|za|\u0437\u0430|\u043e\u0442|\u0432\u0456\u0434"
    r"|\u0434\u043b\u044f|\u03c4\u03b7\u03c2|\u03c4\u03bf\u03c5|cardului|kortet)\b)"
    r"|\bPIN-(?:ul|en|koden?|kod)\b|PIN-\u043a\u043e\u0434\w{0,2}"
    # (never inside a word: the painter Repin)
    r"|(?<!\w)\u043f\u0438\u043d(?:-\u043a\u043e\u0434\w{0,2})?(?!\w)"
    # India's postal code is a "PIN code" in Hindi, Bengali and Urdu ("pin kod 110037")
    r"|\u092a\u093f\u0928(?![\s-]{0,3}\u0915\u094b\u0921)"
    r"|\u09aa\u09bf\u09a8(?![\s-]{0,3}\u0995\u09cb\u09a1)"
    r"|(?<!\w)\u067e\u0646(?!\w)(?![ \t]{0,3}\u06a9\u0648\u0688)|\u6697\u8a3c\u756a\u53f7"
    r"|\u0631\u0645\u0632\s+\u06a9\u0627\u0631\u062a|\u05d4?\u05e7\u05d5\u05d3\s+(?:\u05d4)?\u05e1\u05d5\u05d3\u05d9"
    r"|(?:\u0627\u0644)?\u0631\u0642\u0645\s+(?:\u0627\u0644)?\u0633\u0631\u064a|pinkod\w{0,2}|pincode|geheimzahl"
)
_DOOR = (
    r"c\u00f3digo\s+(?:de\s+(?:la\s+)?|del\s+|do\s+|da\s+)?(?:puerta|port\u00f3n|alarma|garaje"
    r"|caja\s+fuerte|port\u00e3o|porta|alarme|cofre|garagem|pr\u00e9dio)"
    r"|code\s+(?:(?:de|pour)\s+(?:la\s+|l')?|du\s+)(?:porte|portail|alarme|immeuble|garage|coffre)|digicode"
    r"|\b(?:haust\u00fcr|t\u00fcr|tor|alarm|tresor|zugangs|deur|poort|toegangs|port|d\u00f6rr|larm)code\w{0,3}"
    r"|\b(?:port|d\u00f6rr|larm)kod\w{0,3}"
    r"|codice\s+(?:del(?:la|l')?\s*)?(?:portone|porta|cancello|allarme|cassaforte|garage|citofono)"
    r"|code\s+van\s+de\s+(?:deur|poort|kluis)"
    r"|kod\s+(?:do\s+)?(?:drzwi|furtki|bramy|domofonu|klatki|sejfu|alarmu)"
    r"|kap[\u0131i]\s+(?:kodu|\u015fifresi)|alarm\s+kodu|kasa\s+\u015fifresi|giri\u015f\s+kodu"
    r"|\u043a\u043e\u0434\s+(?:\u043e\u0442\s+|\u043d\u0430\s+|\u0432\u0456\u0434\s+)?(?:\u0434\u0432\u0435\u0440\u0438|\u043f\u043e\u0434\u044a\u0435\u0437\u0434\u0430"
    r"|\u0434\u043e\u043c\u043e\u0444\u043e\u043d\u0430|\u043a\u0430\u043b\u0438\u0442\u043a\u0438|\u0441\u0435\u0439\u0444\u0430|\u0432\u043e\u0440\u043e\u0442"
    r"|\u0441\u0438\u0433\u043d\u0430\u043b\u0438\u0437\u0430\u0446\u0438\u0438|\u0434\u0432\u0435\u0440\u0435\u0439|\u043f\u0456\u0434['\u2019\u02bc]\u0457\u0437\u0434\u0443"
    r"|\u0434\u043e\u043c\u043e\u0444\u043e\u043d\u0443|\u0441\u0435\u0439\u0444\u0443|\u0432\u043e\u0440\u0456\u0442|\u0445\u0432\u0456\u0440\u0442\u043a\u0438)"
    r"|\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2\s+(?:\u03c4\u03b7\u03c2|\u03c4\u03bf\u03c5)\s+(?:\u03c0\u03cc\u03c1\u03c4\u03b1\u03c2|\u03b5\u03be\u03ce\u03c0\u03bf\u03c1\u03c4\u03b1\u03c2"
    r"|\u03c3\u03c5\u03bd\u03b1\u03b3\u03b5\u03c1\u03bc\u03bf\u03cd|\u03c7\u03c1\u03b7\u03bc\u03b1\u03c4\u03bf\u03ba\u03b9\u03b2\u03c9\u03c4\u03af\u03bf\u03c5|\u03b5\u03b9\u03c3\u03cc\u03b4\u03bf\u03c5)"
    r"|(?:\u0631\u0645\u0632|\u0643\u0648\u062f)\s+(?:\u0627\u0644)?(?:\u0628\u0627\u0628|\u0628\u0648\u0627\u0628\u0629|\u062f\u062e\u0648\u0644|\u0625\u0646\u0630\u0627\u0631|\u062e\u0632\u0646\u0629)"
    r"|\u05d4?\u05e7\u05d5\u05d3\s+(?:\u05dc|\u05e9\u05dc\s+)?\u05d4?(?:\u05d3\u05dc\u05ea|\u05e9\u05e2\u05e8|\u05db\u05e0\u05d9\u05e1\u05d4|\u05d0\u05d6\u05e2\u05e7\u05d4|\u05db\u05e1\u05e4\u05ea)"
    r"|(?:\u0926\u0930\u0935\u093e\u091c\u093c\u0947|\u0926\u0930\u0935\u093e\u091c\u0947|\u0917\u0947\u091f|\u0905\u0932\u093e\u0930\u094d\u092e)\s+(?:\u0915\u093e\s+)?\u0915\u094b\u0921"
    r"|(?:\u09a6\u09b0\u099c\u09be\u09b0|\u0997\u09c7\u099f\u09c7\u09b0)\s+\u0995\u09cb\u09a1"
    r"|kode\s+(?:pintu|pagar|gerbang|brankas|alarm)|kod\s+(?:pintu|pagar|peti\s+besi|alarm)"
    r"|m[\u00e3a]\s+(?:c[\u1eeda]a(?!\s+(?:h[\u00e0a]ng|kh[\u1ea9a]u))|c[\u1ed5o]ng(?!\s+(?:thanh|d[\u1ecbi]ch|m[\u1ea1a]ng|com))"
    r"|k[\u00e9e]t|b[\u00e1a]o\s+\u0111\u1ed9ng)"
    r"|\u0e23\u0e2b\u0e31\u0e2a(?:\u0e1b\u0e23\u0e30\u0e15\u0e39|\u0e40\u0e02\u0e49\u0e32\u0e1b\u0e23\u0e30\u0e15\u0e39|\u0e15\u0e39\u0e49\u0e40\u0e0b\u0e1f)"
    # (the Chinese door access, never its card: "menjin ka")
    r"|\u95e8\u7981(?:\u5bc6\u7801|\u7801)?(?!\u5361)|\u5927\u95e8\u5bc6\u7801|\u95e8\u9501\u5bc6\u7801"
    r"|\u4fdd\u9669\u7bb1\u5bc6\u7801"
    r"|(?:\u30c9\u30a2|\u7384\u95a2|\u30aa\u30fc\u30c8\u30ed\u30c3\u30af|\u91d1\u5eab)\u306e?(?:\u6697\u8a3c\u756a\u53f7|\u30b3\u30fc\u30c9)"
    # an auto-lock's, a safe's or a key box's "number" is its code (a door's is its room)
    r"|(?:\u30aa\u30fc\u30c8\u30ed\u30c3\u30af|\u91d1\u5eab|\u30ad\u30fc\u30dc\u30c3\u30af\u30b9)\u306e?\u756a\u53f7"
    r"|(?:\uacf5\ub3d9\s*)?(?:\ud604\uad00|\ub3c4\uc5b4\ub77d|\ub300\ubb38)\s*(?:\ube44\ubc00\ubc88\ud638|\ube44\ubc88|\ubc88\ud638)"
    r"|namba\s+ya\s+siri\s+ya\s+(?:mlango|geti)|nambari\s+ya\s+(?:mlango|geti)"
    # (the Persian "dar" is also "in": only "darb", the entrance, the alarm and the safe)
    r"|\u0631\u0645\u0632\s+(?:\u062f\u0631\u0628|\u0648\u0631\u0648\u062f\u06cc|\u062f\u0632\u062f\u06af\u06cc\u0631|\u06af\u0627\u0648\u0635\u0646\u062f\u0648\u0642)(?!\w)"
    r"|(?:\u062f\u0631\u0648\u0627\u0632\u06d2|\u06af\u06cc\u0679)\s+\u06a9\u0627\s+\u06a9\u0648\u0688"
    r"|code\s+(?:ng|sa)\s+(?:gate|pinto|geyt)"
    r"|codul\s+(?:de\s+la\s+)?(?:u\u0219[\u0103a]|usa|poart[\u0103a]|interfon|alarm[\u0103a])"
    r"|k\u00f3d\s+(?:ke?\s+|od\s+)?(?:dve\u0159\u00edm|dve\u0159\u00ed|br\u00e1n[\u011by]|vchodu|trezoru|alarmu)"
)
_OTP = (
    r"c\u00f3digo\s+de\s+(?:verificaci\u00f3n|confirmaci\u00f3n|seguridad|verifica\u00e7\u00e3o|confirma\u00e7\u00e3o"
    r"|seguran\u00e7a)|code\s+de\s+(?:v\u00e9rification|confirmation|s\u00e9curit\u00e9)"
    r"|(?:best\u00e4tigungs|verifizierungs|sicherheits|einmal|anmelde)code\w{0,2}"
    r"|codice\s+(?:di\s+(?:verifica|conferma|sicurezza)|otp)"
    r"|(?:verificatie|bevestigings|beveiligings|inlog)code|sms-code"
    r"|kod\s+(?:weryfikacyjny|potwierdzaj\u0105cy|potwierdzenia|sms|jednorazowy|blik)"
    r"|do\u011frulama\s+kod\w{0,5}|onay\s+kod\w{0,5}"
    r"|\u043a\u043e\u0434\s+(?:\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0436\u0434\u0435\u043d\u0438\u044f|\u0438\u0437\s+(?:\u0441\u043c\u0441|sms)"
    r"|\u043f\u0456\u0434\u0442\u0432\u0435\u0440\u0434\u0436\u0435\u043d\u043d\u044f|\u0437\s+\u0441\u043c\u0441)"
    r"|\u043f\u0440\u043e\u0432\u0435\u0440\u043e\u0447\u043d\u044b\u0439\s+\u043a\u043e\u0434|\u043e\u0434\u043d\u043e\u0440\u0430\u0437\u043e\u0432(?:\u044b\u0439|\u0438\u0439)\s+(?:\u043a\u043e\u0434|\u043f\u0430\u0440\u043e\u043b\u044c)"
    r"|\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2\s+(?:\u03b5\u03c0\u03b1\u03bb\u03ae\u03b8\u03b5\u03c5\u03c3\u03b7\u03c2|\u03b5\u03c0\u03b9\u03b2\u03b5\u03b2\u03b1\u03af\u03c9\u03c3\u03b7\u03c2|\u03bc\u03b9\u03b1\u03c2\s+\u03c7\u03c1\u03ae\u03c3\u03b7\u03c2)"
    r"|(?:\u0631\u0645\u0632|\u0643\u0648\u062f)\s+(?:\u0627\u0644)?(?:\u062a\u062d\u0642\u0642|\u062a\u0623\u0643\u064a\u062f|\u062a\u0641\u0639\u064a\u0644)"
    r"|\u05e7\u05d5\u05d3\s+(?:\u05d4)?(?:\u05d0\u05d9\u05de\u05d5\u05ea|\u05d0\u05d9\u05e9\u05d5\u05e8)"
    r"|\u0913\u091f\u0940\u092a\u0940|\u0938\u0924\u094d\u092f\u093e\u092a\u0928\s+\u0915\u094b\u0921"
    r"|\u0993\u099f\u09bf\u09aa\u09bf|\u09af\u09be\u099a\u09be\u0987\u0995\u09b0\u09a3\s+\u0995\u09cb\u09a1"
    r"|kode\s+(?:verifikasi|OTP|konfirmasi|keamanan)|kod\s+(?:pengesahan|TAC|OTP|keselamatan)"
    r"|m[\u00e3a]\s+(?:x[\u00e1a]c\s+(?:minh|nh[\u1eada]n)|OTP|b[\u1ea3a]o\s+m[\u1eada]t)"
    r"|\u0e23\u0e2b\u0e31\u0e2a\u0e22\u0e37\u0e19\u0e22\u0e31\u0e19|\u0e23\u0e2b\u0e31\u0e2a\s*OTP"
    r"|\u9a8c\u8bc1\u7801|\u9a57\u8b49\u78bc|\u52a8\u6001(?:\u7801|\u5bc6\u7801)"
    r"|\u78ba\u8a8d\u30b3\u30fc\u30c9|\u8a8d\u8a3c(?:\u30b3\u30fc\u30c9|\u756a\u53f7)|\u30ef\u30f3\u30bf\u30a4\u30e0\u30d1\u30b9\u30ef\u30fc\u30c9"
    r"|\uc778\uc99d\s*(?:\ubc88\ud638|\ucf54\ub4dc)|\ubcf4\uc548\s*\ucf54\ub4dc"
    r"|(?:nambari|namba|msimbo)\s+(?:yako\s+|wako\s+)?(?:ya|wa)\s+uthibitisho"
    r"|\u06a9\u062f\s+(?:\u062a\u0627\u06cc\u06cc\u062f|\u062a\u0623\u06cc\u06cc\u062f|\u0641\u0639\u0627\u0644\s*\u0633\u0627\u0632\u06cc|\u06cc\u06a9\u0628\u0627\u0631\s+\u0645\u0635\u0631\u0641)"
    r"|\u062a\u0635\u062f\u06cc\u0642\u06cc\s+\u06a9\u0648\u0688|\u0627\u0648\s*\u0679\u06cc\s*\u067e\u06cc"
    r"|verification\s+code\s+(?=(?:mo|ninyo|nyo|ay)\b)"
    r"|cod(?:ul)?\s+(?:t\u0103u\s+|tau\s+)?de\s+(?:verificare|confirmare|securitate)"
    r"|(?:ov\u011b\u0159ovac\u00ed|potvrzovac\u00ed|bezpe\u010dnostn\u00ed|jednor\u00e1zov\u00fd)\s+k\u00f3d"
    r"|(?:verifierings|bekr\u00e4ftelse|eng\u00e5ngs|s\u00e4kerhets)kod\w{0,3}"
)

# At most four words with no digit and no sentence end between the name and the value; the
# first may touch the name (Chinese, Japanese and Korean write no space: "\u5bc6\u7801\u662f").
# Never a word that makes the number a phone line, a room, an error, a user or a network
# ("call 95588", "in room 1204", "error 4001", "of user admin01", "of the wifi MOVISTAR_1A2B"
# need a verb first: see _GIVES).
_STOP = r"\s\d.,;:!?\u3002\uff0c\uff1a\uff1b\uff01\uff1f\u060c\u061f"
_NOT_BETWEEN = (
    r"\u81f4\u7535|\u62e8\u6253|\u7535\u8bdd|\u70ed\u7ebf|\u5ba2\u670d|call|\u0915\u0949\u0932|dial|llam|ligue|appel"
    r"|anruf|zadzwo|\u043f\u043e\u0437\u0432\u043e\u043d|hotline|zimmer|salle|kamar|chumba|kwarto|kamer|\brum\b|\u043d\u043e\u043c\u0435\u0440"
    r"|\u623f\u95f4|\u53f7\u5ba4|\ud638\uc2e4|\broom|habitaci|quarto|chambre|camera|\boda\b|pok\u00f3j"
    r"|\u9519\u8bef|\u5931\u8d25|\u30a8\u30e9\u30fc|\u5931\u6557|fehler|error|erreur|errore|\berro\b|\bfout\b|b\u0142\u0105d"
    r"|\u043e\u0448\u0438\u0431\u043a|\bhata|\uc624\ub958|\uc2e4\ud328|ticket|billet|bilet|\bv\u00e9\b|vuelo|flight"
    # an extension, a ticket number, a help desk, a hash or a policy: "Passwort-Resets: 4410",
    # "\u5206\u673a 8021", "\u5de5\u5355\u53f7 48213", "Passwort-Hash: SHA-256"
    r"|\u5206\u673a|\u5185\u7ebf|\u5167\u7dda|\u5185\u7dda|\ub0b4\uc120|\u5de5\u5355|hash|richtlinie|support|service"
    r"|soporte|reset|hilfe|helpdesk|policy|pol\u00edtica|politique|algorit|cifrado|verschl\u00fcssel"
)
# (a dot inside a name is no sentence's end: "пароль от почты на mail.ru — ...", probe 42)
_WORD = rf"(?:(?!{_NOT_BETWEEN})(?:[^{_STOP}]|\.(?=\w))){{1,30}}"
_BETWEEN = rf"(?:(?!{_NOT_BETWEEN})[^{_STOP}]){{0,12}}?(?:[^\S\n]{{1,3}}{_WORD}){{0,4}}?"
# "... changed, now 4821" ("jetzt", "ora", the Chinese "now is", the Japanese "this month"):
# one comma, then a word that gives the current value.
_NOW = (
    r"(?:[,\uff0c\u3001][^\S\n]{0,3}(?:jetzt|ora|ahora|agora|maintenant|now|teraz|\u015fimdi"
    r"|\u0441\u0435\u0439\u0447\u0430\u0441|\u0442\u0435\u043f\u0435\u0440\u044c|b\u00e2y\s+gi\u1edd|sekarang|sasa"
    r"|\u73b0\u5728(?:\u662f)?|\u4eca\u306f|\u4eca\u6708\u306f|\uc9c0\uae08\uc740)[^\S\n]{0,3})?"
)
_GIVEN = rf"{_NOW}[^\S\n]{{0,3}}(?:[:\uff1a=\u2014\u2013-][^\S\n]{{0,3}})?"
# What gives a password its value: a verb or a mark right before it ("es", "ist", "\u00e9",
# "to", "l\u00e0", "\u662f", "\u306f", "\ub294", ":"), or, where the verb comes last (Hindi, Urdu,
# Persian, Bengali, Turkish), the verb right after it; a value after a bare noun is a name.
# "still" after the verb ("Mein Passwort für Netflix ist immer noch Sommer2019!", held-out
# privacy probe 65)
STILL_WORDS = (
    r"(?:immer\s+noch|noch|toujours|encore|todav\u00eda|todavia|a\u00fan|aun|ainda|ancora"
    r"|nog\s+steeds|nog|sempre|nadal|wci\u0105\u017c|h\u00e2l\u00e2|hala|still)"
)
STILL = rf"(?:{STILL_WORDS}[^\S\n]+)?"
_GIVES = (
    r"(?:(?<![^\W\d_])(?:es|est|ist|is|\u00e9|\u00e8|e|to|jest|je|\u00e4r|er|on|ni|ay|adalah|ialah|l\u00e0|lautet"
    r"|este|era|\u00e9tait|war|\u03b5\u03af\u03bd\u03b1\u03b9|\u044d\u0442\u043e|\u0445\u0456\u0431\u0430|\u0647\u064a|\u0647\u0648"
    r"|\u05d4\u05d9\u05d0|\u05d4\u05d5\u05d0|\u09b9\u09b2|\u09b9\u09b2\u09cb|\u0e04\u0e37\u0e2d|c'est|sind|zijn|s\u0103)(?![^\W\d_])"
    r"|\u662f|\u70ba|\u4e3a|\u306f|\ub294|\uc740|[:\uff1a=\u2014\u2013\u2192?\uff1f]|-)[^\S\n]{0,3}"
    + STILL
)
_VERB_AFTER = (
    r"(?=[^\S\n]{0,3}(?:\u0939\u0948|\u0939\u0948\u0902|\u06c1\u06d2|\u0627\u0633\u062a|\u09b9\u09af\u09bc|d\u0131r|dir|t\u0131r|tir|dur|d\u00fcr"
    r"|tur|t\u00fcr|\u3067\u3059|\uc785\ub2c8\ub2e4|\uc774\uc5d0\uc694|\uc608\uc694)(?![^\W\d_]))"
)
# A booking's or an order's confirmation code is a reference, not a secret (the Spanish
# "confirmation code of the reservation 482913", the Vietnamese "of the order").
_NOT_A_REFERENCE = (
    r"(?![^\n]{0,40}?(?:reserv|pedido|orden\b|vuelo|booking|order|commande|buchung|bestellung"
    r"|prenotazion|ordine|boeking|bestelling|rezerwacj|zam\u00f3wieni|rezervasyon|sipari\u015f"
    r"|ticket|billet|bilet|concierto|evento|konzert|flug|vol\b"
    r"|\u0431\u0440\u043e\u043d\u0438|\u0437\u0430\u043a\u0430\u0437|\u0111\u01a1n\s+h\u00e0ng|\u0111\u1eb7t\s+ph\u00f2ng"
    r"|\u9884\u8ba2|\u8ba2\u5355|\u4e88\u7d04|\u6ce8\u6587|\uc608\uc57d|\uc8fc\ubb38|pesanan|tempahan))"
)
# A code: 4-8 digits that are no year (Gregorian, Thai Buddhist, Persian or Hijri), no part of
# a longer number, no count, price or unit: any word right after it (roubles, yuan, bits), but
# a verb that comes last (the Hindi "hai", the Korean "imnida").
_SOV_VERB = (
    r"\u0939\u0948|\u0939\u0948\u0902|\u06c1\u06d2|\u0627\u0633\u062a|\u09b9\u09af\u09bc|d\u0131r|dir|t\u0131r|tir|dur|d\u00fcr|tur|t\u00fcr|\u3067\u3059"
    r"|\uc785\ub2c8\ub2e4|\uc774\uc5d0\uc694|\uc608\uc694|\uc774\uc57c|\u3060"
)
_CODE = (
    r"(?<![\d.,/-])(?<!R\$)(?<!R\$ )(?!(?:19[5-9]\d|20[0-4]\d|25[4-9]\d|13[5-9]\d|14[0-5]\d)(?!\d))"
    r"(?P<s>\d{4,8})(?![ .,:/-]?\d)(?![%'\u2019])"
    rf"(?![^\S\n]{{0,3}}(?!(?:{_SOV_VERB})(?![^\W\d_]))[^\W\d_])"
)
# A password: printable ASCII, Latin, Greek or Cyrillic letters (it ends where the Chinese or
# Arabic around it starts), with a letter and a digit or a symbol; never an e-mail address.
# ("пароль от почты: Медведь_2021!": held-out probe 35)
_CH = r"[!-~\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]"
_TYPED = (
    r"(?![\w.+-]{1,64}@[\w-]{1,63}\.)"
    # (it ends on such a character: never on the Chinese or Japanese word after it)
    rf"(?P<d>(?={_CH}{{0,63}}[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff])"
    rf"(?={_CH}{{0,63}}[\d!@#$%^&*]){_CH}{{3,63}}"
    rf"(?={_CH})[^\s.,;:?)\"'`])(?:(?!{_CH})|(?=[.,;:](?:\s|$)))"
)
# A password of digits only, longer than any code: a router's Wi-Fi key ("Пароль от вайфая:
# 646815617141", "hasło do wifi: 7775322836"). Only with the network named next to the
# password word: after a bare password word, such a number is a time stamp, a phone or a
# ticket ("Passwort zuletzt geändert: 1733140800", "密码已发送到手机 13812345678"); never a
# Unix time (10 or 13 digits from 1) or a date-time stamp (14 from 20).
_DIGITS = r"(?<![\d.,/+-])(?!1\d{9}(?:\d{3})?(?!\d))(?!20\d{12}(?!\d))(?P<e>\d{9,20})(?![.,/-]?\d)"
_WIFI = (
    r"wi-?fi|wlan|router|\u0440\u043e\u0443\u0442\u0435\u0440\w{0,2}|\u0432\u0430\u0439-?\u0444\u0430\w{0,2}"
    r"|\uc640\uc774\ud30c\uc774|\u65e0\u7ebf|\u7121\u7dda|\u30ef\u30a4\u30d5\u30a1\u30a4"
)

# "do wifi", "del wifi", "f\u00fcrs WLAN", "for the wifi": the network a password opens
_TO_NETWORK = (
    r"(?:do|dla|del|de|du|da|di|della|f\u00fcr|f\u00fcrs|for|van|voor|till|til|\u043e\u0442|\u0434\u043b\u044f)"
    rf"(?:[^\S\n]{{1,3}}(?:la|el|le|the|das|den|die|der|l'))?[^\S\n]{{1,3}}(?:{_WIFI})\w{{0,3}}"
)

# A password changed to a value ("auf", "en", "a", "na", "naar", the Russian "na", the Turkish
# "olarak", the Chinese "changed into", the Japanese object marker): only before a
# password-shaped value.
_CHANGED_TO = (
    r"(?<![^\W\d_])(?:auf|en|a|na|naar|para|in|\u043d\u0430|olarak)(?![^\W\d_])[^\S\n]{0,3}"
)
# The Chinese "changed into", which is its own verb
_CHANGED_INTO = r"(?:\u6362|\u6539|\u8bbe|\u8a2d)(?:\u6210\u4e86?|\u4e3a|\u70ba)[^\S\n]{0,3}"
# A changed-to value: printable ASCII with a letter and a digit
# (never a version or a product's: "v2.1.3", "Win11", "iOS17")
_NEW_VALUE = (
    r"(?!v?\d{1,3}(?:\.\d{1,3}){1,3}(?![!-~]))(?![A-Za-z]{1,8}\d{1,2}(?![!-~]))"
    r"(?=[!-~]{0,63}[A-Za-z])(?=[!-~]{0,63}\d)[!-~]{3,63}(?=[!-~])[^\s.,;:?)\"'`](?![!-~])"
)
# A verb that says it was changed, before the name or after the value (the Spanish "cambie la
# contrasena a X", "das Passwort auf X geaendert"): the prepositions above mean "in" and "on" too.
_CHANGE_VERB = (
    r"(?:ge\u00e4ndert|\u00e4nder\w{0,3}|chang\w{0,3}|cambi\w{0,4}|mud\w{0,3}|alter\w{0,4}|zmieni\w{0,4}"
    r"|troc\w{0,4}|troqu\w{0,3}"
    r"|\u043f\u043e\u043c\u0435\u043d\u044f\w{0,3}|\u0438\u0437\u043c\u0435\u043d\u0438\w{0,3}|\u0441\u043c\u0435\u043d\u0438\w{0,3}|gewijzigd|veranderd"
    r"|de\u011fi\u015ftir\w{0,4}|cambiat\w|modificat\w|impostat\w|reset\w{0,3}|set|updated)"
)
# Never an algorithm or a standard named as the password: "SHA-256", "AES-256", "ISO27001".
_NOT_AN_ALGORITHM = (
    r"(?!(?:sha|aes|md5|bcrypt|iso|rsa|des|argon|pbkdf|scrypt|tls|ssl)(?:[\d/-]|(?![!-~])))"
)

WORD_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "password",
        re.compile(
            rf"(?i)(?:{_PASSWORD}){_BETWEEN}{_NOW}[^\S\n]{{0,3}}{_GIVES}{_NOT_AN_ALGORITHM}(?:{_TYPED}|{_CODE})"
        ),
    ),
    (
        "password",
        re.compile(
            rf"(?i)(?:{_PASSWORD}){_BETWEEN}{_NOW}[^\S\n]{{1,3}}{_NOT_AN_ALGORITHM}(?:{_TYPED}|{_CODE}){_VERB_AFTER}"
        ),
    ),
    (
        # the value right after the name, ending the clause ("Wifi \u015fifresi X"), or after
        # the network it opens ("has\u0142o do wifi X", "Passwort f\u00fcrs WLAN X")
        "password",
        re.compile(
            rf"(?i)(?:{_PASSWORD})(?:[^\S\n]{{1,3}}{_TO_NETWORK}(?!\s?\d(?:[.,]\d)?\s?g(?:hz)?\b))?"
            rf"[^\S\n]{{1,3}}{_NOT_AN_ALGORITHM}"
            rf"(?:{_TYPED}|{_CODE})(?=[^\S\n]{{0,3}}(?:$|\n|[.,;]))"
        ),
    ),
    (
        # Chinese, Japanese and Korean write the value against the name: "WiFi密码NMqDF7*vU&N"
        "password",
        re.compile(
            r"(?:\u5bc6\u7801|\u5bc6\u78bc|\u30d1\u30b9\u30ef\u30fc\u30c9|\ube44\ubc00\ubc88\ud638)"
            # (ending the clause: "设置密码Step2 ...", "パスワードManager2025を導入" go on)
            rf"{_NOT_AN_ALGORITHM}{_TYPED}(?=[^\S\n]|$|[,.;\uff0c\u3002])"
        ),
    ),
    (
        # digits after the password word and the network, in either order, a few words apart
        "password",
        re.compile(
            rf"(?i)(?:(?:{_WIFI})[^\S\n]{{0,3}}(?:[^\W\d]+[^\S\n]{{1,3}}){{0,1}}(?:{_PASSWORD})"
            rf"|(?:{_PASSWORD})[^\S\n]{{1,3}}(?:[^\W\d]+[^\S\n]{{1,3}}){{0,1}}(?:{_WIFI})\w{{0,3}})"
            rf"(?:[^\S\n]{{1,3}}[^\W\d]+){{0,2}}[^\w\n]{{0,4}}(?:\w{{1,3}}[^\S\n]{{1,3}})?{_DIGITS}"
        ),
    ),
]
# Values of digits only: a text with no digit skips them.
WORD_CODE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # (a changed-to value holds a digit)
    (
        "password",
        re.compile(
            # the verb before the name or between it and the value: the Spanish "cambie la ... a
            # X", "Pasword pomenyal na X"
            rf"(?i)(?:(?<![^\W\d_]){_CHANGE_VERB}(?![^\W\d_])[^\n.]{{0,40}}?(?:{_PASSWORD})"
            rf"|(?:{_PASSWORD})[^\n.]{{0,30}}?(?<![^\W\d_]){_CHANGE_VERB}(?![^\W\d_]))"
            rf"[^\n.]{{0,20}}?(?<!\S){_CHANGED_TO}{_NOT_AN_ALGORITHM}(?P<s>{_NEW_VALUE})"
            # or after the value: "das Passwort auf X ge\u00e4ndert"
            rf"|(?:{_PASSWORD}){_BETWEEN}[^\S\n]{{1,3}}{_CHANGED_TO}{_NOT_AN_ALGORITHM}"
            rf"(?P<e>{_NEW_VALUE})(?=[^\n.]{{0,30}}?(?<![^\W\d_]){_CHANGE_VERB})"
            rf"|(?:{_PASSWORD}){_BETWEEN}{_CHANGED_INTO}{_NOT_AN_ALGORITHM}(?P<g>{_NEW_VALUE})"
            # "senha nova X", "contrase\u00f1a nueva X": the new one named after the word
            rf"|(?:{_PASSWORD})[^\S\n]{{1,3}}(?:nova|novo|nuevo|nueva|neu|neues|nouveau|nouvelle"
            r"|nuova|nowe|nowy)(?![^\W\d_])[^\S\n]{1,3}(?:(?:\u00e9|es|ist|est|\u00e8|:)[^\S\n]{1,3})?"
            rf"{_NOT_AN_ALGORITHM}(?P<h>{_NEW_VALUE})"
            # the Japanese "password o X ni henkou"
            rf"|(?:{_PASSWORD})\u3092[^\S\n]{{0,3}}{_NOT_AN_ALGORITHM}(?P<f>{_NEW_VALUE})"
            r"(?=[^\S\n]{0,3}\u306b(?:\u5909\u66f4|\u8a2d\u5b9a))"
        ),
    ),
    ("pin", re.compile(rf"(?i)(?:{_PIN}){_BETWEEN}{_GIVEN}{_CODE}")),
    ("access_code", re.compile(rf"(?i)(?:{_DOOR}){_BETWEEN}{_GIVEN}{_CODE}")),
    (
        # a safe's or a lock's combination: "Kode brankas kantor 38-12-55"
        "access_code",
        re.compile(
            rf"(?i)(?:{_DOOR}){_BETWEEN}{_GIVEN}(?<![\d-])(?P<s>\d{{1,2}}(?:-\d{{1,2}}){{2,3}})"
            r"(?![\d-])"
        ),
    ),
    (
        # an intercom's code with the key pressed inside it ("Kod do domofonu ... to 17K4590":
        # flat 17, the key, 4590) or after it ("Kap\u0131 \u015fifresi 7391#"): probe 32
        "access_code",
        re.compile(
            rf"(?i)(?:{_DOOR}){_BETWEEN}{_GIVEN}(?<![\w-])"
            r"(?P<s>\d{1,4}[A-Za-z#*]\d{3,6}[#*]?|\d{4,8}[#*])(?![\w#*-])"
        ),
    ),
    (
        "one_time_code",
        re.compile(rf"(?i)(?:{_OTP}){_NOT_A_REFERENCE}{_BETWEEN}{_GIVEN}{_CODE}"),
    ),
]

# How a password read out aloud ends: "..., all one word", "no spaces", "all lowercase"
DICTATED = (
    r"(?:all\s+(?:one\s+word|lower\s*case|caps|upper\s*case|together)|no\s+spaces|one\s+word)"
)
# Words of a sentence about a password, never in one read out: "password field is all one word"
NO_VALUE_WORD = (
    r"(?:is|was|are|be|been|should|must|has|have|needs?|can|all|field|box|rules?|policy"
    r"|manager|reset|hint|requirements?|length|strength|format|tips?|lower\s*case|upper\s*case"
    r"|caps|capitals?|letters|characters|numbers|digits)\b"
)
