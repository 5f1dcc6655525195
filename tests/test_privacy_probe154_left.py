"""Probe 154's misses and the rest of probes 142-156's (a game developer and a nurse who use
password managers, and the probes before it; 2026-12-06's fourth session, measured before
these fixes, tuned on since). Fixed in general form: a Dutch gate, a card's code after "it's"
or a dash, a card's printed four-digit code, a verification's question answered "I used X",
an alarm company's safe word, a safe's dial said in words ("links 32, rechts 17"), a password
changed in Polish or Czech, a Wi-Fi password typed to join. Look-alikes: a boarding pass's
flight, a safe word talked about, directions left and right."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("Poort bij de fietsenstalling: 7724 en dan het sleuteltje.", "7724"),
    ("cvv on the back of my card is almost rubbed off, it's 318 I think", "318"),
    ("Visa: the 4-digit code printed on the front above the number is 4402", "4402"),
    ("bank verification -> mother's maiden name. I used Kowalczyk (not her real one)", "Kowalczyk"),
    ("If the alarm company calls, they'll ask for the safe word. It's 'Fjord-1977'.", "Fjord-1977"),
    ("if the monitoring centre calls, the word to give them is marmalade", "marmalade"),
    (
        "De kluis: links 12, rechts 40, links 3. Paspoorten liggen erin.",
        "links 12, rechts 40, links 3",
    ),
    ("zmieni\u0142em has\u0142o do banku na Kaczka_2024!, zapisz", "Kaczka_2024!"),
    ("the cafe wifi: network is Cafe_Lumen and you type espresso2019 to get on", "espresso2019"),
]

LOOK_ALIKES = [
    "boarding pass: NH216 from Haneda, gate B12, boards 14:05",
    "the safe word is a good idea for the kids' games",
    "turn left 2 blocks, right 3 blocks, left 1 block to the station",
    "the wifi is slow, type help to get on the menu",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
