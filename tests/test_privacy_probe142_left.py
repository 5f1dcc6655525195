"""Probes 142-148's misses (blind probes of wedding photographers and their accountant, a PhD
student and a retired locksmith, a food truck and a school's IT, an au pair in Norway;
2026-12-06's fourth session, held out for three rounds of fixes and measured on them, tuned
on since). Fixed in general form: a Catalan padlock, Portuguese, Slovak and Czech key boxes,
a bank's token, a locker said to be a code, an Indonesian safe, a Vietnamese safe and lock, a
Norwegian combination, a duress code, an MPIN; digits said in Polish, Czech, Russian, Tagalog
and Indonesian; three spaced digits on a lock; a keypad's code after "marques"; a question's
answer on the next line; a code handed over to be typed in; a card's "three on the back";
a password after Indonesian "sandinya"; a table's "Kode" column beside a door; Spanish social
security, Brazilian RG, Czech and Slovak ID card, Vietnamese citizen card and Norwegian
D-numbers. Look-alikes: an Arduino's baud rate, a count in thousands, a lock's series."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("El cadenat de la motxilla: 4 0 7. El de la maleta encara no.", "4 0 7"),
    ("caixa de chaves da casa de praia: gira pra 3-1-6-2 e puxa", "3-1-6-2"),
    ("para entrar al portal marques 2468C y subes al 3\u00ba", "2468C"),
    ("chegou o token do banco agora: 55 20 17. pode usar", "55 20 17"),
    ("my gym locker is seven-two-zero-one, I always forget", "seven-two-zero-one"),
    (
        "Kl\u00ed\u010dov\u00e1 schr\u00e1nka u chaty: 9-3-0-4, kl\u00ed\u010d od dve\u0159\u00ed",
        "9-3-0-4",
    ),
    ("kod do domofonu: teraz jest cztery osiem dwa jeden i klucz", "cztery osiem dwa jeden"),
    (
        "PIN ke kart\u011b: nula \u0161est dva osm, p\u0159ipome\u0148 mu ho",
        "nula \u0161est dva osm",
    ),
    ("Brankas di toko, kodenya dua-lima-tujuh-satu, terus putar ke kanan", "dua-lima-tujuh-satu"),
    ("yung MPIN ko: apat, lima, walo, isa, tatlo, anim", "apat, lima, walo, isa, tatlo, anim"),
    ("Kombinasjon 4-0-2, samme som p\u00e5 sykkelen", "4-0-2"),
    ("alarm panel: disarm with 7410. there's also a duress one, 7411, never use it", "7411"),
    ("text just came in from Stripe, 318207, can you punch it in for me", "318207"),
    ("use the Visa: 4539 1488 0343 6467, the three on the back is 209", "209"),
    ("SSID Toko_Bu_Ani sandinya kerupuk456", "kerupuk456"),
    ("| Hva | Kode |\n|---|---|\n| Hovedd\u00f8r | 7731 |", "7731"),
    ("n\u00famero de la Seguridad Social: 28/10345678/33 para el alta", "28/10345678/33"),
    ("RG da Ana (pro cadastro): 41.220.318-7", "41.220.318-7"),
    ("\u010d\u00edslo ob\u010dianskeho preukazu: HB551203, plat\u00ed do 2030", "HB551203"),
    (
        "S\u1ed1 CCCD c\u1ee7a b\u1ed1: 001080012345 \u0111\u1ec3 l\u00e0m h\u1ed3 s\u01a1",
        "001080012345",
    ),
    ("D-nummer fra Skatteetaten: 41089912345", "41089912345"),
]

LOOK_ALIKES = [
    "arduino lock demo: pin 13 drives the solenoid, pin 7 reads the switch, baud 9600",
    "a four-digit combination lock has 10 000 combinations",
    "a 5-pin Yale has cut depths 0-9, and the 1109 series was his bestseller",
    "User: gym locker number 3391, second row",
    "Need the gate code? Office: 5512.",
    "| Hva | Kode |\n|---|---|\n| Postnummer | 0150 |",
    "the token count for the prompt was 4096",
    "Call 0791 123 456, put it in your contacts",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
