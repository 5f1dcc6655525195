"""Secrets written in other languages and in mixed-language chat (a blind probe of 225
secrets and 195 look-alikes in Italian, Portuguese, Dutch, Polish, Turkish, Swedish, Czech,
Romanian, German, French, Spanish and CJK/Russian with Latin values; 2026-12-07). Each case
below is reworded from a miss or a flag and fails with its fix reverted: a network's key
named as a router's sticker names it (Italian, Portuguese, Dutch, Polish, Turkish, Swedish,
Czech, Romanian), the Swedish "l\u00f6sen", a seed phrase named in Czech, a lower-case "cpf", a
Polish NIP said as someone's, a passport named by its bare word in Turkish, Romanian or Dutch,
a phone's unlock code in Dutch and German, "PIN\u7801\u662f", a password changed "to" a value
in Swedish, Czech or Romanian, a Turkish "TC no". Look-alikes: a Turkish postal code, an
Italian or Romanian product code, a Polish, Czech or Romanian client's, order's, discount's or
parcel's code (flagged before); then what the new rules must leave alone: a seller's NIP, a
key's name with no key after it, a count or a version after "changed to"."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    # a network's key under the name a router's sticker gives it
    ("Chiave WPA2: KQZLMXRTPWNB", "KQZLMXRTPWNB"),
    ("Chave de seguran\u00e7a: 9hk2mw7ptq4z", "9hk2mw7ptq4z"),
    ("netwerksleutel: Kx92mPq7Lw", "Kx92mPq7Lw"),
    ("Klucz sieciowy: 7KQ2PZXM9TLA", "7KQ2PZXM9TLA"),
    ("A\u011f anahtar\u0131: a8k2m9q7z1", "a8k2m9q7z1"),
    ("Wi-Fi-nyckeln: sommar2024hus", "sommar2024hus"),
    ("S\u00ed\u0165ov\u00fd kl\u00ed\u010d: mK82pQz7wX", "mK82pQz7wX"),
    ("Cheia WiFi: PQ7ZK2MXL94", "PQ7ZK2MXL94"),
    ("l\u00f6sen till wifin: Kanel2Bulle!", "Kanel2Bulle!"),
    # a seed phrase named in Czech (words of the list, checksum not asked)
    ("fr\u00e1ze pro obnoven\u00ed: bradavka brambora branka bratr brepta briketa brko brloh "
     "bronz broskev brunetka brusinka",
     "bradavka brambora branka bratr brepta briketa brko brloh bronz broskev brunetka brusinka"),
    # national numbers
    ("manda o cpf 19384756237 pro contador", "19384756237"),
    ("Tw\u00f3j NIP: 734-190-25-69, wpisz go w PIT", "734-190-25-69"),
    ("pasaport numaram U48291735", "U48291735"),
    ("pa\u0219aport 058213946", "058213946"),
    ("paspoort NX4R2K7P1", "NX4R2K7P1"),
    # a phone's unlock code
    ("de ontgrendelcode is 130579", "130579"),
    ("Entsperrcode f\u00fcr das Handy lautet 7720", "7720"),
    # PIN glued to the Chinese "code", then "is"
    ("PIN\u78bc\u662f 6042", "6042"),
    # a password changed to a value
    ("jag \u00e4ndrade l\u00f6senordet till kanelbulle77", "kanelbulle77"),
    ("heslo jsem zm\u011bnil na praha2025", "praha2025"),
    ("am schimbat parola \u00een brasov_1234", "brasov_1234"),
    # a Turkish identity number after "TC no" / "TC numaram"
    ("TC no: 38491275638", "38491275638"),
    ("TC numaram 17283946550 ama kimseye s\u00f6yleme", "17283946550"),
]  # fmt: skip

LOOK_ALIKES = [
    "posta kodu: 06100 Ankara",
    "g\u00f6nderi adresi: Bah\u00e7elievler, posta kodu 34180",
    "codice prodotto: AB-2291-XY, colore nero",
    "il codice prodotto \u00e8 88213",
    "codul produsului este 55831",
    "kod klienta 482913",
    "kod zam\u00f3wienia 4471",
    "k\u00f3d objedn\u00e1vky 58213",
    "codul comenzii 48291",
    "kod rabatowy 5521",
    "k\u00f3d z\u00e1silky 77120",
    "Faktura VAT, NIP 5261041874, kwota 120 z\u0142",
    "NIP sprzedawcy: 734-190-25-69",
    "Chiave WPA2: riportata sul retro del modem",
    "Klucz sieciowy: zmie\u0144 go w panelu",
    "N\u00e4tverksnyckel: finns p\u00e5 baksidan",
    "Cheie de securitate: WPA2-PSK (AES)",
    "kod odblokowania: zadzwo\u0144 do operatora 800 123 456",
    "PIN\u7801\u662f\u56db\u4f4d\u6570",
    "zmieni\u0142em has\u0142o na nowe, d\u0142u\u017csze",
    "jag bytte l\u00f6senordet till ett l\u00e4ngre",
    "ho cambiato la password in v3.1 dell'app",
    "pasaport ba\u015fvurusu 15 Mart 2024",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
