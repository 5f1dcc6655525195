"""Names of a password in other languages: the words a rule of `service.secret_phrasings`,
`service.secret_languages` or `service.secret_wifi` reads before a value (a data module,
kept apart so the rules stay readable).

Words of scripts with combining marks (Tamil, Telugu, Bengali...) stand outside the `\\b`
group: a word that ends in a virama has no word boundary after it in `re`.
"""

from __future__ import annotations

# Names of a password in other languages (and, from privacy probe s180, Swahili, Afrikaans,
# Catalan, Basque, Galician, Welsh, Irish, Albanian, Azerbaijani, Uzbek, Bulgarian,
# Serbian, Georgian, Armenian, Mongolian, Kazakh, Kyrgyz, Estonian, Latvian, Malagasy,
# Hausa, Zulu, Javanese; Tamil, Telugu, Kannada, Malayalam, Gujarati, Punjabi, Bengali,
# Sinhala, Urdu, Persian's other words, Lao, Khmer, Burmese and Amharic).
FOREIGN_PASSWORD = (
    r"\b(?:passwort|kennwort|contrase\u00f1a|contrasena|mot\s+de\s+passe|senha|wachtwoord|passphrase"
    r"|has\u0142o|haslo|l\u00f6senord|losenord|passord|adgangskode|salasana|parola\s+d'ordine"
    r"|\u043f\u0430\u0440\u043e\u043b\u044c|pasuwaado|api-schl\u00fcssel|clave\s+de\s+api"
    r"|cl\u00e9\s+(?:d'|de\s+l'|)api|chave\s+de\s+api|\u015fifre(?:si|m|niz)?|l\u00f6senordet"
    r"|adgangskoden|passordet|chiave\s+(?:del(?:la)?\s+)?(?:wi-?fi|rete)|parola(?!\s+chiave)|parolei|kata\s+sandi|kata\s+laluan|m\u1eadt\s+kh\u1ea9u|mat\s+khau|heslo"
    r"|jelsz\u00f3|jelszo|jelszavam|lozinka|geslo|parool|slapta\u017eodis|nenosiri|clave"
    # (never a product's, an order's, a booking's... code in Greek: privacy probe 222)
    r"|\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2(?!\s+(?:\u03c0\u03c1\u03bf\u03ca\u03cc\u03bd\u03c4\u03bf\u03c2|\u03c0\u03b1\u03c1\u03b1\u03b3\u03b3\u03b5\u03bb\u03af\u03b1\u03c2|\u03c0\u03b5\u03bb\u03ac\u03c4\u03b7|\u03ad\u03ba\u03c0\u03c4\u03c9\u03c3\u03b7\u03c2|\u03c0\u03c1\u03bf\u03c3\u03c6\u03bf\u03c1\u03ac\u03c2|\u03ba\u03c1\u03ac\u03c4\u03b7\u03c3\u03b7\u03c2|\u03b1\u03c0\u03bf\u03c3\u03c4\u03bf\u03bb\u03ae\u03c2|\u03c3\u03c6\u03ac\u03bb\u03bc\u03b1\u03c4\u03bf\u03c2|\u03ba\u03bf\u03c5\u03c0\u03bf\u03bd\u03b9\u03bf\u03cd|\u03c4\u03b9\u03bc\u03bf\u03bb\u03bf\u03b3\u03af\u03bf\u03c5)\b)|\u03c3\u03c5\u03bd\u03b8\u03b7\u03bc\u03b1\u03c4\u03b9\u03ba\u03cc"
    r"|\u0643\u0644\u0645\u0629\s+(?:\u0627\u0644)?\u0633\u0631|\u0643\u0644\u0645\u0629\s+(?:\u0627\u0644)?\u0645\u0631\u0648\u0631"
    r"|\u0631\u0645\u0632\s+\u0639\u0628\u0648\u0631|\u05d4?\u05e1\u05d9\u05e1\u05de[\u05d4\u05d0]"
    r"|\u092a\u093e\u0938\u0935\u0930\u094d\u0921|"
    r"nywila|neno\s+la\s+siri|wagwoord|wagwoorde|contrasenya|pasahitza|pasahitz"
    r"|contrasinal|cyfrinair|pasfhocal|fjal\u00ebkalim(?:i)?|\u015fifr\u0259(?:si|m|niz)?"
    r"|parol(?:im|ingiz)?|\u043f\u0430\u0440\u043e\u043b\u0430(?:\u0442\u0430)?"
    r"|\u043b\u043e\u0437\u0438\u043d\u043a(?:\u0430|\u0443|\u0430\u0442\u0430|\u0435)"
    r"|\u10de\u10d0\u10e0\u10dd\u10da\u10d8"
    r"|\u0563\u0561\u0572\u057f\u0576\u0561\u0562\u0561\u057c(?:\u0568)?"
    r"|\u043d\u0443\u0443\u0446\s+\u04af\u0433"
    r"|\u049b\u04b1\u043f\u0438\u044f\s*\u0441\u04e9\u0437"
    r"|\u0441\u044b\u0440\u0441\u04e9\u0437"
    r"|\u043f\u0430\u0440\u043e\u043b(?:\u044f|\u0435\u043c|\u0456)|salas\u00f5na"
    r"|parole(?=\s+ir\b)|tenimiafina|kalmar\s+sirri|iphasiwedi|tembung\s+sandi"
    # (and from the helper's probe of session 190: the Ukrainian "гасло", Indonesian chat's
    # "sandi" before what it opens (lower case: Sandi is a name), Tagalog's English
    # "password" with its possessive: "password ko ay X")
    # (never a campaign's or a brand's slogan: "Гасло кампанії: #StandWithUkraine", review s190)
    r"|\u0433\u0430\u0441\u043b(?:\u043e|\u0430|\u043e\u043c)(?![^\S\n]+(?:\u043a\u0430\u043c\u043f\u0430\u043d"
    r"|\u0431\u0440\u0435\u043d\u0434|\u0430\u043a\u0446\u0456|\u0444\u0435\u0441\u0442\u0438\u0432\u0430\u043b"
    r"|\u043f\u0430\u0440\u0442\u0456|\u0440\u0443\u0445\u0443|\u043f\u0440\u043e\u0442\u0435\u0441\u0442|\u043a\u043e\u043c\u043f\u0430\u043d\u0456))"
    r"|(?-i:sandi)(?=\s+(?:wifi|wi-fi|akun|email|saya|aku|ku|router|hotspot)\b)"
    r"|password\s+(?:ko|mo|niya|namin|natin|nila)"
    r")\b"
    r"|\u5bc6\u7801|\u5bc6\u78bc|\u30d1\u30b9\u30ef\u30fc\u30c9|\ube44\ubc00\ubc88\ud638"
    r"|\u0e23\u0e2b\u0e31\u0e2a\u0e1c\u0e48\u0e32\u0e19"
    r"|"
    r"\u0b95\u0b9f\u0bb5\u0bc1\u0b9a\u0bcd\u0b9a\u0bca\u0bb2\u0bcd"
    r"|\u0baa\u0bbe\u0bb8\u0bcd\u0bb5\u0bc7\u0bb0\u0bcd\u0b9f\u0bc1"
    r"|\u0c2a\u0c3e\u0c38\u0c4d\u200c?\u0c35\u0c30\u0c4d\u0c21\u0c4d"
    r"|\u0c38\u0c02\u0c15\u0c47\u0c24\u0c2a\u0c26\u0c02"
    r"|\u0caa\u0cbe\u0cb8\u0ccd\u200c?\u0cb5\u0cb0\u0ccd\u0ca1\u0ccd"
    r"|\u0d2a\u0d3e\u0d38\u0d4d\u200c?\u0d35\u0d47\u0d21\u0d4d"
    r"|\u0aaa\u0abe\u0ab8\u0ab5\u0ab0\u0acd\u0aa1|\u0a2a\u0a3e\u0a38\u0a35\u0a30\u0a21"
    r"|\u09aa\u09be\u09b8\u0993\u09af\u09bc\u09be\u09b0\u09cd\u09a1"
    r"|\u09aa\u09be\u09b8\u0993\u09df\u09be\u09b0\u09cd\u09a1"
    r"|\u0db8\u0dd4\u0dbb\u0db4\u0daf\u0dba|\u0915\u0942\u091f\u0936\u092c\u094d\u0926"
    r"|\u067e\u0627\u0633\s?\u0648\u0631\u0688|\u06af\u0630\u0631\u0648\u0627\u0698\u0647"
    r"|\u067e\u0633\u0648\u0631\u062f"
    r"|\u0ea5\u0eb0\u0eab\u0eb1\u0e94\u0e9c\u0ec8\u0eb2\u0e99"
    r"|\u1796\u17b6\u1780\u17d2\u1799\u179f\u1798\u17d2\u1784\u17b6\u178f\u17cb"
    r"|\u1005\u1000\u102c\u1038\u101d\u103e\u1000\u103a"
    r"|\u12e8\u12ed\u1208\u134d\s+\u1243\u120d"
)
