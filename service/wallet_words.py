"""The words that name a wallet's seed phrase (`service.wallet_secrets` finds the phrase by
its BIP-39 words and checksum), kept apart so that module holds its logic.

A phrase's own words are BIP-39 list words in any of eight languages, but the words that
introduce it are in the writer's language whatever list the phrase is from: "mis 12 palabras
de recuperación: probar bosque ..." (a blind review, session 120) was missed for want of the
Spanish name. So the names are read in the major languages people write in, not only the
eight of the lists.
"""

from __future__ import annotations

import re

# The phrase named in the major languages besides English: recovery, seed, secret, backup or
# mnemonic phrase or words ("mis 12 palabras de recuperación", "mes mots de récupération",
# "meine Wiederherstellungswörter", "фраза восстановления", "kurtarma kelimeleri",
# "助记词"); each names a wallet's phrase and nothing else in these languages.
FOREIGN_NAMES = (
    # (each at a word's start: a boundary first lets the engine skip most positions at once)
    r"(?<!\w)(?:(?:palabras|frase)\s+(?:de\s+)?(?:recuperaci[\u00f3o]n|semilla|respaldo|seguridad\s+de\s+la"
    r"\s+(?:billetera|cartera))|palabras\s+semilla|frase\s+(?:secreta|mnemot[\u00e9e]cnica)"
    r"|palavras?(?:\s+de\s+recupera\w+|[\s-]+semente)|frase\s+(?:de\s+recupera[\u00e7c][\u00e3a]o|semente)"
    r"|(?:mots|phrase)\s+(?:de\s+(?:r[\u00e9e]cup[\u00e9e]ration|secours|sauvegarde)|secr[\u00e8e]te?s?"
    r"|mn[\u00e9e]moniques?)|phrase\s+graine"
    r"|parole\s+(?:di\s+(?:recupero|backup)|segrete|mnemoniche|seed)"
    r"|frase\s+(?:di\s+recupero|segreta|mnemonica|seed)"
    r"|wiederherstellungs(?:phrase|w[\u00f6o]rter|satz|s[\u00e4a]tze)|geheime\s+(?:phrase|w[\u00f6o]rter)"
    r"|(?:seed|recovery|backup)-(?:phrase|w[\u00f6o]rter|satz)|herstel(?:zin|woorden|frase)"
    r"|seed-?(?:zin|woorden)|fraz[a\u0119y]\s+(?:odzyskiwania|seed|mnemoniczn\w*)"
    r"|s[\u0142l]ow\w*\s+(?:odzyskiwania|seed)|(?:obnovovac[\u00edi]|seed)\s+fr[\u00e1a]z\w*"
    r"|slov\w*\s+pro\s+obnoven[\u00edi]|kurtarma\s+(?:ifade\w*|kelime\w*|c[\u00fcu]mle\w*)"
    r"|tohum\s+(?:ifade\w*|kelime\w*)|an[\u0131i]msat[\u0131i]c[\u0131i]\s+(?:ifade|kelime)\w*"
    r"|\u0444\u0440\u0430\u0437\w*\s+(?:\u0434\u043b\u044f\s+)?\u0432\u043e\u0441\u0441\u0442\u0430\u043d\u043e\u0432\u043b\u0435\u043d\u0438\w*"
    r"|\u0441\u043b\u043e\u0432\w*\s+(?:\u0434\u043b\u044f\s+)?\u0432\u043e\u0441\u0441\u0442\u0430\u043d\u043e\u0432\u043b\u0435\u043d\u0438\w*"
    r"|\u043c\u043d\u0435\u043c\u043e\u043d\u0438\w*\s+\u0444\u0440\u0430\u0437\w*|\u0441\u0435\u043a\u0440\u0435\u0442\u043d\w*\s+\u0444\u0440\u0430\u0437\w*"
    r"|\u0441\u0438\u0434[\s-]?\u0444\u0440\u0430\u0437\w*"
    r"|frasa\s+(?:pemulihan|seed|rahasia|benih)|kata\s+pemulihan"
    r"|c\u1ee5m\s+t\u1eeb\s+(?:kh\u00f4i\s+ph\u1ee5c|b\u00ed\s+m\u1eadt)"
    r"|fraz[a\u0103]\s+de\s+recuperare|cuvinte(?:le)?\s+de\s+recuperare"
    r"|helyre[\u00e1a]ll[\u00edi]t[\u00e1a]si\s+(?:kifejez[\u00e9e]s|szavak|mondat)\w*"
    r"|[\u00e5a]terst[\u00e4a]llnings(?:fras|ord)\w*|gendannelses(?:s[\u00e6a]tning|frase|ord)\w*"
    r"|gjenopprettings(?:frase|ord|setning)\w*|palautus(?:lause|sana)\w*|siemen(?:lause|sana)\w*"
    # a count of words in those languages, a wallet named within the clause ("las 12 palabras
    # de mi billetera", "die 24 W\u00f6rter f\u00fcr das Ledger")
    r"|\b(?:12|15|18|21|24)\s+(?:palabras|palavras|mots|parole|w[\u00f6o]rter|woorden|s[\u0142l][\u00f3o]w"
    r"|\u0441\u043b\u043e\u0432\w*|kelime\w*|kata|ord|sanaa|cuvinte|sz[\u00f3o])\b[^\n.;]{0,40}?"
    r"(?:billetera|cartera|carteira|portefeuille|portafoglio|portfel\w*|c[\u00fcu]zdan\w*|wallet"
    r"|\u043a\u043e\u0448\u0435\u043b\u044c\w*|\u043a\u043e\u0448\u0435\u043b\u0451\u043a|dompet|lompakko\w*|ledger|trezor|metamask|phantom|kripto|cripto|krypto|crypto|bitcoin))"
    # (in Chinese and Japanese, glued to the words before: no boundary)
    r"|\u6062\u590d\u77ed\u8bed|\u6062\u5fa9\u77ed\u8a9e|\u79cd\u5b50\u77ed\u8bed|\u7a2e\u5b50\u77ed\u8a9e"
    r"|\u5fa9\u5143\u30d5\u30ec\u30fc\u30ba|\u30ea\u30ab\u30d0\u30ea\u30fc\u30d5\u30ec\u30fc\u30ba"
)

# ... and the words that name a wallet's own phrase, before a run whose checksum fails: a
# brand's or someone's seed ("MetaMask seed in case I lose it: ...", "my Ledger seed"), a
# secret or recovery phrase, BIP39 words, a mnemonic's JSON key. A ledger's categories, a
# seed round or a wallet-friendly list are other things (an adversarial review's look-alikes).
WALLET_CONTEXT = re.compile(
    r"(?i)\b(?:my|your|his|her|our|their|the|metamask|ledger|trezor|phantom|exodus|electrum"
    r"|wallet|crypto|bitcoin|btc|eth)(?:'s)?\s+(?:[\w-]+\s+)?(?:seed|mnemonic)\b"
    r"(?![\s-]+(?:order|round|stage|library|packets?|catalog|money|funding|investors?|list))"
    r"|\b(?:seed|recovery|secret|backup|wallet|ledger|trezor|metamask)\s+(?:phrase|words)\b"
    r"|\bbip-?39\s+(?:words|phrase)"
    # ("seed backup (metamask):", held-out probe 46: the wallet's name after the seed)
    r"|\bseed\b[^\n]{0,30}?\b(?:metamask|ledger|trezor|phantom|exodus|electrum|wallet)\b"
    r"|[\"']mnemonic[\"']\s*:|\u5fa9\u5143\u30d5\u30ec\u30fc\u30ba|\u30b7\u30fc\u30c9\u30d5\u30ec\u30fc\u30ba"
)
CONTEXT = re.compile(
    r"(?i)\b(?:seed|recovery|mnemonic|wallet|backup|phrase|words|ledger|metamask|trezor"
    r"|bip-?39|secret|semilla|billetera|cartera|frase|portefeuille|r\u00e9cup\u00e9ration"
    r"|wiederherstellung\w*|portafoglio|carteira"
    # (recovery, mnemonic and seed in more languages, before a phrase whose checksum holds)
    r"|recuperaci[\u00f3o]n|recupera[\u00e7c][\u00e3a]o|recupero|recuperare|semente|graine"
    r"|odzyskiwania|obnoven\w*|kurtarma|pemulihan|palautus\w*|mnemo\w*"
    r"|\u0432\u043e\u0441\u0441\u0442\u0430\u043d\u043e\u0432\u043b\u0435\u043d\u0438\w*)\b"
    rf"|{FOREIGN_NAMES}"
)
# A wallet named near a run of exactly a phrase's length of list words
# (`wallet_secrets._wallet_said`)
WALLET_NAMED = re.compile(
    r"(?i)\b(?:(?:crypto|bitcoin|btc|eth|hardware|cold)\s+wallet|wallet\s+(?:seed|words|phrase"
    r"|backup|recovery)|metamask|ledger\s+(?:nano|live|seed|backup|words)|that'?s\s+(?:my|the|our)\s+ledger"
    r"|trezor|phantom\s+wallet|exodus\s+wallet|electrum|trust\s+wallet"
    r"|seed\s+(?:phrase|words)|recovery\s+(?:phrase|words)|mnemonic|bip-?39|dompet\s+kripto"
    r"|crypto-?wallet|krypto-?wallet|carteira\s+(?:cripto|de\s+criptomoedas)"
    r"|cartera\s+(?:cripto|de\s+criptomonedas)|portefeuille\s+crypto)"
)
# Words that name a seed phrase outright: a run of 12 or more BIP-39 words after one of them
# is the phrase whatever its checksum (one mistyped word fails it, and the phrase still opens
# the wallet to whoever reads it).
NAMED = re.compile(
    r"(?i)\b(?:seed|recovery|wallet|backup)[\s-]+(?:phrase|words)\b|\bmnemonic\s+(?:phrase|seed|words)\b"
    r"|\bsemilla\s+de\s+(?:la\s+|mi\s+)?(?:billetera|cartera)\b"
    # "the 12 words for the MetaMask wallet are ..."
    r"|\b(?:12|15|18|21|24|twelve|twenty[- ]four)\s+words\b[^\n]{0,40}?\b(?:wallet|metamask|ledger"
    r"|trezor|phantom|seed)\b"
    r"|\bwallet\s+backup\b|\bsecret\s+recovery\s+phrase\b"
    r"|wiederherstellungsphrase|phrase\s+de\s+r[\u00e9e]cup[\u00e9e]ration"
    r"|frase\s+(?:semilla|de\s+recuperaci[\u00f3o]n)|herstelzin|\b(?:wallet|crypto)\s+seed\b"
    r"|parole\s+di\s+recupero|palavras\s+de\s+recupera\w+|mots\s+de\s+r\u00e9cup\u00e9ration"
    r"|wiederherstellungsw\u00f6rter|s\u0142owa\s+odzyskiwania|backup\s+of\s+(?:the|my)\s+wallet"
    # ("Mia set up a crypto wallet ... She wrote the 12 words on a napkin", privacy probe 138)
    r"|\b(?:wallet|seed)\b[^\n]{0,60}?\b(?:12|15|18|21|24|twelve|twenty[- ]four)\s+words\b"
    # (Portuguese, Italian, Polish: "Frase de recupera\u00e7\u00e3o da carteira", held-out probe 44)
    r"|frase\s+(?:de\s+recupera[\u00e7c][\u00e3a]o|semente|secreta|di\s+recupero)"
    r"|fraza\s+(?:odzyskiwania|seed)|\u00e5terst\u00e4llningsfras|gjenopprettingsfrase"
    # (Czech: "fr\u00e1ze pro obnoven\u00ed pen\u011b\u017eenky: abdikace abeceda ...", probe_lang)
    r"|fr\u00e1ze\s+pro\s+obnoven\u00ed|obnovovac\u00ed\s+fr\u00e1ze|seed\s+fr\u00e1ze"
    r"|\b(?:mnemonic|seed|bip-?39)\b[\"']?\s*[:=\uff1a|]|\u52a9\u8a18\u8a5e|\u52a9\u8bb0\u8bcd|\u30cb\u30fc\u30e2\u30cb\u30c3\u30af|\u30b7\u30fc\u30c9\u30d5\u30ec\u30fc\u30ba|\ub2c8\ubaa8\ub2c9|\uc2dc\ub4dc\s*\ubb38\uad6c|\ubcf5\uad6c\s*\ubb38\uad6c|\u0441\u0438\u0434-\u0444\u0440\u0430\u0437\u0430|seed-\u0444\u0440\u0430\u0437\u0430"
    # "Ledger backup, 24 words, in order:" (a count of words alone names a spelling list too)
    r"|\b(?:ledger|trezor|wallet|backup|recovery|seed|metamask|crypto|bitcoin|btc|eth)\b"
    r"[^\n]{0,90}?\b(?:12|15|18|21|24|twelve|fifteen|eighteen|twenty[- ]one|twenty[- ]four)"
    r"[- ]words?\b"
    rf"|{FOREIGN_NAMES}"
)
# ... or named right after the words: "hip trust ... item <- that's the wallet seed"
NAMED_AFTER = re.compile(
    r"(?i)[^\S\n]*(?:<-+|\u2190|[\u2014\u2013(,:-])?[^\S\n]*(?:that'?s|this\s+is|is|=)?[^\S\n]*"
    r"(?:the|my|our|his|her|their)?[^\S\n]*(?:(?:wallet|ledger|metamask|trezor|bip-?39)[^\S\n]*"
    r"seed(?:\s+phrase)?|seed\s+phrase|recovery\s+phrase|mnemonic|secret\s+recovery\s+phrase)\b"
)
# ... and a wallet's bare name before a colon ("metamask: tell, saddle, ..."), a weaker name:
# only for exactly 12-24 words that end their line ("Wallet: apple banana ... rice, shopping
# receipt inside" is a list)
WALLET_COLON = re.compile(
    r"(?i)\b(?:metamask|ledger|trezor|electrum|trust\s+wallet|wallet(?:\s+\w+){0,2})\s*[:=\uff1a]\s*$"
)
# ... unless the words before say what else the list is ("Spelling words:", "Shopping list")
A_LIST_OF = re.compile(
    r"(?i)\b(?:spelling|vocab\w*|shopping|grocer\w*|ideas?|names|menu|tasks|to-?dos?|agenda"
    r"|playlist|ranking|top\s+\d+|quiz|glossary|words\s+to\s+(?:learn|practi[cs]e|study)"
    r"|prompts?|first\s+words|rota|chores?|games?|pictionary|charades|list\s+of|recipes?"
    r"|ingredients?|categor(?:y|ies)|budget)\b"
)
