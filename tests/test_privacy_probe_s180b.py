"""Misses of session 180's second probe (a helper's, written before the rules were read) and
the classes they stood for, fixed in general form:
- an access code said as spaced or grouped digits right after a keypad's action in a
  sentence naming what it opens ("swipe up and punch in 1 4 0 7 2 2"), or after the place
  and a colon ("door to the server room: 1 9 7 3 #"): `service.secret_keyed_in`;
- a PIN or a code in Chinese or Japanese numerals ("PIN是四二七一") or Vietnamese number words
  ("Mã PIN là bốn hai bảy một"); the Romance and German number words were caught already;
- a Wi-Fi's "pass for the guest network ... it's X", and a password given in two halves with
  no secret named ("first half is Tr0ub4, second half is dor&3": `service.secret_parts`);
- a password of Cyrillic or Greek letters with digits or marks, which the rules' value shape
  (a Latin letter) left out (`service.secret_views.latinized`).
Look-alikes: spaced digits in phone numbers, dates, times, scores, quantities, addresses and
flights; a pin that is no PIN; Chinese and Vietnamese numbers in ordinary sentences (a count,
a year, a tax code's number); the halves of a match or a year; a network's standard after
"it's"; Cyrillic and Greek words, a course's code ("ΙΣΤ-101"), a flight's number."""

from __future__ import annotations

import pytest

from service.secret_keyed_in import keyed_in_codes
from service.secret_parts import split_secrets
from service.secret_views import latinized
from tests.cpu_time import best_cpu_seconds
from tests.privacy_checks import case_tests

SECRETS = [
    ("Server room: 4 4 0 9 #", "4 4 0 9 #"),
    ("door to the server room: 1 9 7 3 #", "1 9 7 3 #"),
    ("swipe up and punch in 1 4 0 7 2 2", "1 4 0 7 2 2"),
    ("Warehouse door: 77 31 9", "77 31 9"),
    ("Server closet: 2 6 1 8 *", "2 6 1 8 *"),
    ("to open the cabinet, press 3 1 4 1 5", "3 1 4 1 5"),
    ("Swipe and punch in 90 12 44 at the staff entrance", "90 12 44"),
    ("M\u00e3 PIN l\u00e0 b\u1ed1n hai b\u1ea3y m\u1ed9t", "b\u1ed1n hai b\u1ea3y m\u1ed9t"),
    (
        "m\u00e3 pin th\u1ebb ATM c\u1ee7a m\u1eb9: ch\u00edn t\u00e1m kh\u00f4ng ba",
        "ch\u00edn t\u00e1m kh\u00f4ng ba",
    ),
    (
        "M\u1eadt kh\u1ea9u c\u1eeda l\u00e0 n\u0103m n\u0103m s\u00e1u hai",
        "n\u0103m n\u0103m s\u00e1u hai",
    ),
    ("PIN\u662f\u56db\u4e8c\u4e03\u4e00", "\u56db\u4e8c\u4e03\u4e00"),
    (
        "\u94f6\u884c\u5361\u5bc6\u7801\u662f\u516d\u516b\u4e09\u4e5d\u96f6\u4e8c",
        "\u516d\u516b\u4e09\u4e5d\u96f6\u4e8c",
    ),
    ("\u95e8\u7981\u5bc6\u7801\uff1a\u4e94\u4e94\u4e00\u4e5d", "\u4e94\u4e94\u4e00\u4e5d"),
    ("PIN\u7801\u662f\u5e7a\u4e09\u516b\u516b", "\u5e7a\u4e09\u516b\u516b"),
    (
        "\u6697\u8a3c\u756a\u53f7\u306f\u56db\u4e8c\u4e03\u4e00\u3067\u3059",
        "\u56db\u4e8c\u4e03\u4e00",
    ),
    ("first half is Tr0ub4, second half is dor&3", "Tr0ub4"),
    ("first half is Tr0ub4, second half is dor&3", "dor&3"),
    ("pass for the guest network is on the fridge, it's Sunny-Day-42", "Sunny-Day-42"),
    ("The pass for the guest network at the Airbnb? it's coastline77", "coastline77"),
    ("Guest network pass, in case you forget: it's maple-syrup-9", "maple-syrup-9"),
    ("what's the pass for the guest network? it's tangerine42", "tangerine42"),
    ("Asked the host for the pass for the guest network; it's Lighthouse_5", "Lighthouse_5"),
    (
        "\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2: \u0391\u03b8\u03ae\u03bd\u03b12024!",
        "\u0391\u03b8\u03ae\u03bd\u03b12024!",
    ),
    (
        "\u041f\u0430\u0440\u043e\u043b\u0430: \u0421\u043b\u044a\u043d\u0446\u0435#5",
        "\u0421\u043b\u044a\u043d\u0446\u0435#5",
    ),
    (
        "\u043b\u043e\u0437\u0438\u043d\u043a\u0430 \u0458\u0435 \u0414\u0443\u043d\u0430\u0432!44",
        "\u0414\u0443\u043d\u0430\u0432!44",
    ),
    (
        "Saved the VPN password as \u0421\u043e\u0431\u0430\u043a\u0430$7 in my notes",
        "\u0421\u043e\u0431\u0430\u043a\u0430$7",
    ),
    ("The alarm panel by the back door: 4 7 1 9 #", "4 7 1 9 #"),
    ("At the bike cage, key in 3 8 2 7 and pull the handle", "3 8 2 7"),
    ("Landlord says: swipe your fob, then type 2 0 0 9 * at the inner door", "2 0 0 9 *"),
    (
        "M\u00e3 PIN th\u1ebb t\u00edn d\u1ee5ng: s\u00e1u, t\u00e1m, ba, ch\u00edn",
        "s\u00e1u, t\u00e1m, ba, ch\u00edn",
    ),
    (
        "M\u1eadt kh\u1ea9u wifi l\u00e0 b\u1ea3y b\u1ea3y t\u00e1m t\u00e1m ch\u00edn ch\u00edn",
        "b\u1ea3y b\u1ea3y t\u00e1m t\u00e1m ch\u00edn ch\u00edn",
    ),
    (
        "\u624b\u673a\u5f00\u673a\u5bc6\u7801\uff1a\u4e5d \u516b \u4e03 \u516d",
        "\u4e5d \u516b \u4e03 \u516d",
    ),
    (
        "\u9a8c\u8bc1\u7801\u662f\u4e94\u4e03\u4e09\u4e00\u516b\u4e8c",
        "\u4e94\u4e03\u4e09\u4e00\u516b\u4e8c",
    ),
    (
        "\u30d1\u30b9\u30b3\u30fc\u30c9\u306f\u4e09\u4e09\u4e5d\u4e00\u3067\u3059",
        "\u4e09\u4e09\u4e5d\u4e00",
    ),
    ("the second half of it is Pl4n3t, the first half is rV#7", "Pl4n3t"),
    ("the second half of it is Pl4n3t, the first half is rV#7", "rV#7"),
    ("first part is Zq9#, second part is m0Ln", "Zq9#"),
    ("first part is Zq9#, second part is m0Ln", "m0Ln"),
    (
        "the pass for the upstairs network is taped to the router, it's Tulip#Fields7",
        "Tulip#Fields7",
    ),
    (
        "\u039a\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 wifi: \u0398\u03ac\u03bb\u03b1\u03c3"
        "\u03c3\u03b1#9",
        "\u0398\u03ac\u03bb\u03b1\u03c3\u03c3\u03b1#9",
    ),
]

LOOK_ALIKES = [
    "Meeting room: 3 4 5 6",
    "Conference room: 10 12 14 are free",
    "call me at 0 7 7 0 0 9 0 0 1 2 3",
    "My phone number is 555 01 23 45",
    "The score was 3 1 at halftime",
    "Final score: 21 14, what a game",
    "the meeting is on 12 05 2026",
    "We land at 14 30 tomorrow",
    "It cost 19 99 at the corner store",
    "Room 3 1 2 is on the third floor",
    "Flight BA 2 4 9 leaves at noon",
    "order number 55 81 90 shipped today",
    "version 2 4 1 is out",
    "I live at 12 3 Main Street",
    "Enter the lobby and press 3 for the elevator",
    "The keypad takes AA batteries",
    "I punch in at 8 45 every morning",
    "Swipe up and punch in your passcode",
    "The server room door was propped open for 2 hours",
    "the server room holds 4 8 racks",
    "The keypad is broken, call 0 2 0 7 9 4 6 0 0 0 0",
    "dial 9 1 1 in an emergency",
    "dial 1 800 555 0199 for support",
    "Gate B 2 4 at terminal 5",
    "Door 4 opens at 7 30",
    "Enter 2 0 2 6 as the year in the form",
    "key in 3 0 0 grams of flour on the scale",
    "the lottery numbers were 4 8 15 16 23 42",
    "tap in with your card at platform 9 3",
    "In the server room: 1 2 racks and 3 switches",
    "swipe up and punch in the number you got by SMS",
    "the keypad layout is 1 2 3 / 4 5 6 / 7 8 9",
    "bus 1 4 7 stops at the door",
    "The storage room is 1 4 0 by 2 2 0 cm",
    "key in the quantity: 2 4",
    "the lift goes to floors 1 2 3 and 4",
    "The door to the server room: 2 m wide, 3 m tall",
    "Door to door: 45 minutes by bike",
    "the keypad takes 3 seconds to wake up",
    "The entrance fee: 12 50 per adult",
    "the back gate opens with a push",
    "door to the server room: see Mark",
    "punch in 40 hours this week",
    "The keypad takes 4 to 8 digits",
    "the scoreboard read 10 9 8 at the end",
    "Server room temp: 21 5 C",
    "Office door hours: 9 17",
    "I pinned the post to the top of the channel",
    "Bowling tonight: knocked down 9 pins in the first frame",
    "Pin 4 on the Arduino drives the LED",
    "The PIN pad at the shop was broken",
    "forgot my PIN again, had to reset it",
    "The PIN must be four digits long",
    "pin code 560034 Bangalore",
    "Pin the tab so it stays open",
    "\u6211\u6709\u56db\u4e2a\u5b69\u5b50",
    "\u4ed6\u4f4f\u5728\u4e09\u697c\u4e8c\u53f7",
    "\u4f1a\u8bae\u5728\u4e0b\u5348\u4e09\u70b9\u5f00\u59cb",
    "\u6211\u4eec\u4e70\u4e86\u4e94\u516d\u4e2a\u82f9\u679c",
    "\u5bc6\u7801\u5fd8\u4e86\uff0c\u660e\u5929\u518d\u91cd\u7f6e",
    "PIN\u7801\u5fc5\u987b\u662f\u516d\u4f4d\u6570\u5b57",
    "\u4ee3\u7801\u6709\u4e09\u4e2a\u9519\u8bef",
    "\u6211\u7684PIN\u88ab\u9501\u4e86\u4e09\u6b21",
    "\u4e8c\u96f6\u4e8c\u516d\u5e74\u4e09\u6708",
    "\u4ed6\u8003\u4e86\u4e5d\u5341\u516b\u5206",
    "\u5bc6\u7801\u662f\u516d\u4f4d\u6570",
    "PIN\u662f\u56db\u4f4d\u6570\u5b57",
    "T\u00f4i c\u00f3 hai con m\u00e8o v\u00e0 m\u1ed9t con ch\u00f3",
    "M\u00e3 b\u01b0u \u0111i\u1ec7n c\u1ee7a t\u00f4i l\u00e0 700000",
    "Nh\u00e0 t\u00f4i \u1edf s\u1ed1 b\u1ed1n m\u01b0\u01a1i hai \u0111\u01b0\u1eddng L"
    "\u00ea L\u1ee3i",
    "M\u00e3 PIN ph\u1ea3i c\u00f3 b\u1ed1n ch\u1eef s\u1ed1",
    "M\u00e3 PIN c\u1ee7a t\u00f4i b\u1ecb kh\u00f3a sau ba l\u1ea7n nh\u1eadp sai",
    "T\u00f4i qu\u00ean m\u00e3 PIN r\u1ed3i",
    "M\u00e3 PIN l\u00e0 b\u1ed1n s\u1ed1",
    "El PIN tiene cuatro d\u00edgitos",
    "Tengo cuatro hermanos y dos perros",
    "Le code PIN comporte quatre chiffres",
    "Die PIN hat vier Stellen",
    "Il PIN ha quattro cifre",
    "O PIN tem quatro d\u00edgitos",
    "La partita \u00e8 finita quattro a due",
    "Der Code l\u00e4uft seit vier Tagen",
    "Le code est sept fois plus rapide",
    "el c\u00f3digo tiene dos errores",
    "El c\u00f3digo es uno de los mejores",
    "Der Code ist eins der besten Beispiele",
    "Il codice \u00e8 uno dei pi\u00f9 usati",
    "O c\u00f3digo \u00e9 um pouco lento",
    "the first half was 1-0, second half was 2-2",
    "The first half is over, second half starts at 8",
    "First half: Arsenal dominated. Second half: Chelsea scored 2",
    "first half of the password course was boring, second half was great",
    "first half of the year was slow, second half is up 20%",
    "the first half of the movie is great, the second half drags",
    "first half is 45 minutes, second half is 45 minutes too",
    "the pass for the guest network expired yesterday",
    "pass for the guest network is on the fridge",
    "The guest network pass is free for visitors",
    "I'll pass on the guest network, it's too slow",
    "the guest network? it's fine, just slow",
    "Pass for the guest network: ask reception",
    "the pass for the guest network, it's printed on the router",
    "boarding pass for the flight, it's in my email",
    "the pass for the guest network? it's the same as last year",
    "season pass for the network TV, it's 12 dollars",
    "\u042f \u0436\u0438\u0432\u0443 \u0432 \u041c\u043e\u0441\u043a\u0432\u0435 \u0441 2015 "
    "\u0433\u043e\u0434\u0430",
    "\u043f\u0430\u0440\u043e\u043b\u044c \u043e\u0442 \u043f\u043e\u0447\u0442\u044b \u044f "
    "\u0437\u0430\u0431\u044b\u043b",
    "\u043f\u0430\u0440\u043e\u043b\u044c \u0434\u043e\u043b\u0436\u0435\u043d \u0441\u043e"
    "\u0434\u0435\u0440\u0436\u0430\u0442\u044c 8 \u0441\u0438\u043c\u0432\u043e\u043b\u043e"
    "\u0432",
    "\u041f\u0430\u0440\u043e\u043b\u044c: \u0441\u043c. \u0432 \u043c\u0435\u043d\u0435"
    "\u0434\u0436\u0435\u0440\u0435 \u043f\u0430\u0440\u043e\u043b\u0435\u0439",
    "\u0421\u0435\u0433\u043e\u0434\u043d\u044f 25 \u0433\u0440\u0430\u0434\u0443\u0441\u043e"
    "\u0432",
    "\u0412\u0441\u0442\u0440\u0435\u0447\u0430 \u0432 14:30 \u0432 \u043e\u0444\u0438\u0441\u0435",
    "\u03a4\u03bf \u0391\u03b8\u03ae\u03bd\u03b12024 \u03ae\u03c4\u03b1\u03bd \u03c5\u03c0"
    "\u03ad\u03c1\u03bf\u03c7\u03bf",
    "\u03bf \u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03b5\u03af\u03bd\u03b1\u03b9 \u03c3"
    "\u03c4\u03bf \u03c3\u03c5\u03c1\u03c4\u03ac\u03c1\u03b9",
    "\u041f\u0430\u0440\u043e\u043b\u044c: \u0442\u0430\u043a\u043e\u0439 \u0436\u0435, "
    "\u043a\u0430\u043a \u0440\u0430\u043d\u044c\u0448\u0435",
    "\u041f\u043e\u0435\u0437\u0434 \u2116742 \u043f\u0440\u0438\u0431\u044b\u0432\u0430"
    "\u0435\u0442 \u0432 9:15",
    "\u0424\u0435\u0441\u0442\u0438\u0432\u0430\u043b\u044c \u041c\u043e\u0441\u043a\u0432"
    "\u0430-2024 \u0431\u044b\u043b \u043e\u0442\u043b\u0438\u0447\u043d\u044b\u043c",
    "\u043f\u0430\u0440\u043e\u043b\u044c \u2014 8 \u0441\u0438\u043c\u0432\u043e\u043b\u043e"
    "\u0432 \u043c\u0438\u043d\u0438\u043c\u0443\u043c",
    "\u043f\u0430\u0440\u043e\u043b\u044c \u0441\u043c\u0435\u043d\u0438\u043b \u043d\u0430 "
    "\u043d\u043e\u0432\u044b\u0439 \u0432 2024 \u0433\u043e\u0434\u0443",
    "\u0412 \u043e\u0444\u0438\u0441\u0435 \u0421\u043e\u0431\u0430\u043a\u0430 \u0438 3 "
    "\u043a\u043e\u0448\u043a\u0438",
    "Password is \u0432 \u0441\u0435\u0439\u0444\u0435 2 \u044d\u0442\u0430\u0436",
    "\u043f\u0430\u0440\u043e\u043b\u044c: \u0441\u043f\u0440\u043e\u0441\u0438 \u0443 \u0418"
    "\u0432\u0430\u043d\u0430 \u0432 2 \u0447\u0430\u0441\u0430",
    "Press 1 2 3 4 to test the speaker",
    "enter 4 4 1 9 in the quantity field",
    "the door opens at 9 and closes at 17 30",
    "The lobby: 2 3 4 5 people waiting",
    "Room: 12 14 16 available",
    "Door hinge sizes: 3 4 5 6",
    "Open the box and enter 20 21 22 at checkout",
    "storage: 32 64 128 GB",
    "Locker: 4 5 6 7 in the east wing",
    "press 2 2 to skip the intro when the door opens",
    "typed 5 5 5 5 into the phone's dialer",
    "PIN\u7801\u662f\u4ec0\u4e48\uff1f\u6211\u5fd8\u4e86",
    "\u4ed6\u7684\u751f\u65e5\u662f\u4e00\u4e5d\u516b\u4e94\u5e74",
    "\u95e8\u724c\u53f7\u662f\u4e09\u4e8c\u4e00",
    "M\u00e3 s\u1ed1 thu\u1ebf l\u00e0 m\u1ed9t hai ba b\u1ed1n n\u0103m",
    "m\u1eadt kh\u1ea9u l\u00e0 g\u00ec v\u1eady",
    "the pass for the guest network, it's WPA2-only",
    "pass for the guest wifi? it's 5GHz",
    "the pass for the guest network, it's on the card at reception",
    "wifi pass? it's fine",
    "first half is Q1-2024, second half is Q3-2024",
    "\u041a\u043e\u0434 \u043e\u0448\u0438\u0431\u043a\u0438: \u0415-404",
    "\u041d\u043e\u043c\u0435\u0440 \u0440\u0435\u0439\u0441\u0430 SU-1234",
    "\u0422\u0435\u043c\u043f\u0435\u0440\u0430\u0442\u0443\u0440\u0430 +25\u00b0C \u0432 "
    "\u041c\u043e\u0441\u043a\u0432\u0435",
    "\u0430\u0432\u0442\u043e\u0431\u0443\u0441 \u21165, \u043e\u0441\u0442\u0430\u043d\u043e"
    "\u0432\u043a\u0430 \u0428\u043a\u043e\u043b\u0430-2",
    "\u039f \u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c4\u03bf\u03c5 \u03bc\u03b1\u03b8"
    "\u03ae\u03bc\u03b1\u03c4\u03bf\u03c2 \u03b5\u03af\u03bd\u03b1\u03b9 \u0399\u03a3\u03a4-1"
    "01 \u03ba\u03b1\u03b9 \u03ba\u03bf\u03c3\u03c4\u03af\u03b6\u03b5\u03b9 350\u20ac",
    "first half is A-10, second half is F-16",
    "First part is 3-4-3, second part is 4-4-2",
    "the first half of it is over, the second half of it is better",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


def _new_rules(text: str) -> None:
    list(keyed_in_codes(text))
    list(split_secrets(text))
    latinized(text)


@pytest.mark.parametrize(
    "head",
    [
        "punch in 1 2 3 4",
        "door to the server room:",
        "Warehouse door: 77 31",
        "M\u00e3 PIN l\u00e0 b\u1ed1n",
        "PIN\u662f\u56db",
        "pass for the guest network",
        "first half is Tr0ub4",
        "\u043f\u0430\u0440\u043e\u043b\u044c: \u0429\u0443\u043a\u0430#2024",
    ],
)
@pytest.mark.parametrize(
    "fill", [" ", "a", "1 ", "\u0449#", ", b\u1ed1n", "\u56db ", "door ", "first half is Ab#1 "]
)
def test_the_new_rules_scan_in_linear_time(head: str, fill: str) -> None:
    """Every new rule's repetitions are bounded or end at a blank: a run of blanks, letters,
    spaced digits, number words or Cyrillic tokens after its words grows its scan with the
    text only. (The rules run alone: a run of blanks after "PIN是" or "guest network" is
    slow in rules older than these, the same on the session's start.)"""

    def best(n: int) -> float:
        return best_cpu_seconds(lambda: _new_rules(head + " " + fill * n + "x"))

    small, large = best(1_000), best(4_000)
    assert large < 8 * small + 0.005, f"{head!r}: {small * 1e3:.1f} ms -> {large * 1e3:.1f} ms"
