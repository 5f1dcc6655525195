"""Misses of blind probes 238-246 (2026-12-06's tenth session: a restaurant owner and her son,
a retired couple, a travelling sound engineer, a community nurse and a truck driver, a game
studio; measured on the session's start, 244 and 246 held out first, then tuned on).
Fixed in general form: a code in two parts of digits where a lock, a combination, a key safe,
a locker or a safe is named ("combo first half 58, second half 13", "first bit is 381, the
rest is 509"); a security question's topic as the answer's label ("First pet answer for the
school portal: Biscotto"); an account named "conta corrente" or "cuenta corriente", a CLABE
in lower case with words between, a Korean bank's account, a UK sort code beside its account;
digits spelled in Arabic, Ukrainian and Vietnamese; an intercom in Cyrillic; a card's code
named in Arabic; a lock's room or flat said as where it is; "auth" before a long token.
Then: digits spelled in Romanian and Hindi, a year said backwards, a sort code and an account
abbreviated, an account named in Thai or Hebrew, a code's parts said in turn, an answer's
accented letters. Look-alikes: quiz and match halves, "Lock the door", counts after a part, a
question's topic talked about, payees' bank details, a bank's phone line, dates after a bank's
name, counts in Arabic words, rooms with their own numbers, public hashes after "auth"."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.cpu_time import cpu_seconds
from tests.privacy_checks import case_tests

SECRETS = [
    # a code in parts, named by its lock
    ("Gym locker, combo first half 61, second half 07", "61"),
    ("Gym locker, combo first half 61, second half 07", "07"),
    ("Key safe at Nan's: first bit is 472, the rest is 118. Carers know.", "118"),
    ("Tom's bike lock: the first half is 29. The second half is the same as his age, 14.", "14"),
    ("the padlock on the shed - first part 35, second part 80", "35"),
    # a security question's topic as the answer's label
    ("First pet answer for the school portal reset: Biscotto (the hamster)", "Biscotto"),
    ("the 'first pet' answer on Etsy is Pickle7, with the 7", "Pickle7"),
    ("Maiden name answer for the building society: Kowalczyk", "Kowalczyk"),
    ("Favourite teacher answer for the bank app: Mr Dawson", "Dawson"),
    # accounts
    ("Conta no Nubank pra receber o aluguel: agência 0001, conta corrente 83120-4", "83120-4"),
    ("mi cuenta corriente: 40912837561 (Bancolombia), a nombre mío", "40912837561"),
    ("pásame tu clabe pa depositarte el anticipo: 002180700123456788", "002180700123456788"),
    ("행사비는 국민은행 123456-01-234567 로 받기로 함", "123456-01-234567"),
    ("Refunds for the trip go to my Monzo 04-00-04 / 61829374", "04-00-04"),
    ("Refunds for the trip go to my Monzo 04-00-04 / 61829374", "61829374"),
    # spelled digits in other languages, an intercom in Cyrillic, a card's code in Arabic
    ("كود باب العمارة: ثمانية، ثلاثة، واحد، خمسة", "ثمانية، ثلاثة، واحد، خمسة"),
    (
        "\u043a\u043e\u0434 \u0432\u0456\u0434 \u0441\u0435\u0439\u0444\u0430 \u043d"
        "\u0430 \u0434\u0430\u0447\u0456: \u0441\u0456\u043c \u0434\u0432\u0430 \u043f'"
        "\u044f\u0442\u044c \u043e\u0434\u0438\u043d",
        "\u0441\u0456\u043c \u0434\u0432\u0430 \u043f'\u044f\u0442\u044c \u043e\u0434\u0438\u043d",
    ),
    ("رقم البطاقة 4539 1488 0343 6467 والرمز اللي ورا 552", "552"),
    # where the lock is
    ("Locker at the cash-and-carry staff room: 0846, spin till it clicks", "0846"),
    ("key safe by the back door of the flat: 7302 (the carer has it too)", "7302"),
    ("Alarm at the self-storage unit: it's five nine zero two", "five nine zero two"),
    # a provider's auth token
    (
        "Twilio for the booking texts: auth 4f8e1c2a9b7d3e5f60a1c9b8d7e6f5a4",
        "4f8e1c2a9b7d3e5f60a1c9b8d7e6f5a4",
    ),
]

SECRETS += [
    # the second round (probes 244 and 246, held out at first, then tuned on)
    ("codul de la cutia cu chei: patru-opt-doi-nouă, apoi tragi de clapetă", "patru-opt-doi-nouă"),
    ("ATM का पिन बदल दिया, नया वाला सात दो नौ चार है", "सात दो नौ चार"),
    ("The gate at the depot takes my birth year backwards: 7891.", "7891"),
    ("UK account for the agency — sort 30-91-12, acc 61527384, name A POP", "30-91-12"),
    ("UK account for the agency — sort 30-91-12, acc 61527384, name A POP", "61527384"),
    ("เลขบัญชีกสิกรของน้องนุ่น 042-8-71936-5 ไว้โอนค่าเช่า", "042-8-71936-5"),
    ("פרטי הבנק: בנק לאומי, סניף 812, חשבון 39201874", "39201874"),
    ("bike padlock combo, in bits: starts 31 … then 72 … ends 05", "72"),
    ("recovery question 'name of your first pet' — answer is Pörrö (with the dots)", "Pörrö"),
]

LOOK_ALIKES = [
    "We lost the lock-in quiz: first half 45 points, second half 30 points",
    "Lock the door before 10; the first two are 25 and the last two are 30",
    "The safe bet at the derby: first half 2, second half 1",
    "Combination of flours: first half 500 g rye, the rest is wheat",
    "the first pet answer on PayPal is the same as on eBay",
    "First pet answer: Optional",
    "first pet answer is wrong again, I'll reset it tomorrow",
    "Club subs: pay into Barclays 20-32-06 / 73519842, thanks parents",
    "신한카드 고객센터 1544-7000 으로 전화",
    "KB 2024-05-12 회의 자료 정리",
    "كان عندي ثلاثة أو أربعة أطفال في الصف",
    "Năm nay tôi có một hai ba lần đi Đà Nẵng",
    "\u0414\u043e\u043c\u043e\u0444\u043e\u043d \u0441\u043b\u043e\u043c\u0430\u043d "
    "\u0441 2019 \u0433\u043e\u0434\u0430, \u0447\u0438\u043d\u0438\u0442\u044c "
    "\u0432 \u043a\u0432\u0430\u0440\u0442\u0438\u0440\u0435 45",
    "Door code for room 1203 is at reception, ask there",
    "auth commit 9e4c1f7a2b8d3e6f0a5c9b1d4e7f2a3c9b1d4e7f reverted the OAuth flow",
    "conta de luz: pedido 48271 pago em 12/03",
    "am doi copii si trei pisici, opt ani de casnicie",
    "born in the year 1985, the gate code changed since",
    "חשבון חשמל 48302719 שולם בזמן",
    "sorted 20-45-77 items, 53118902 total",
    "the combination lock at the gym: starts 12 then 40 ends 7 minutes later",
    # what the session's review found the first versions took
    "Rugby report: our lock was immense. Points: first half 17, second half 10.",
    "Quiz night scores, combo round included: first half 38, second half 41.",
    "Locker room chat: first half 2, second half 3",
    "Dating app prompt, favourite food answer: Tacos, obviously.",
    "We talked about the first pet answer on PayPal: Monzo, Lloyds and HSBC don't use it.",
    "Icebreaker at work, first job answers in the team meeting: Tesco, Boots, Greggs.",
    "부산 051-888-1234 으로 예약 전화",
    "신한은행: 02-2151-2114 고객센터",
    "Transfer confirmed 30-08-24, 85000000 euros",
    "Barclays statement line: 14-02-24 | 90213344 | TESCO STORES 12.40",
    "The charity's donation page lists Lloyds 30-94-57 00512398",
    "School trip payments go to NatWest 60-02-13 / 48213397 (the school's account)",
    "Conta corrente: 0800 727 0101 é o SAC do banco",
    "Conta corrente 123456 é o número do pedido, não da conta",
    "extracto de la cuenta corriente 2019-2023 en PDF",
    "No tengo clabe, te paso el folio 012180015483920716 del depósito",
    "la clabe de rastreo 012180015483920716 sale en el comprobante",
    "ba bốn năm một lần tôi mới về quê",
    "غيرت كلمة السر ثلاث أربع، خمس ست مرات هالسنة",
    "البوابة تفتح الساعة ستة، سبعة، ثمانية، تسعة حسب اليوم",
    "Gate at the back of the unit: 4400 square feet of yard",
    "Alarm in the server room: 2200 W heater tripped it",
    "Locker at the staff room: 1203 is the room number, the combo is with Jo",
    "fixes auth 9e4c1f7a2b8d3e6f0a5c9b1d4e7f2a3c in the login service",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


@pytest.mark.parametrize(
    "text",
    [
        "combo " + "first half 1, " * 2_000,
        "First pet answer " + "for the " * 2_000,
        "my clabe " + "a" * 8_000,
        "신한 " + "1-" * 4_000,
        "locker " + "at the big " * 1_000 + "room: 0846",
        "كود " + "سبعة، " * 2_000,
        # (the review's: a run of blanks after a sort code or a bank's name, a digit word
        # that two languages share, repeated)
        "Barclays 12-34-56" + " " * 20_000 + "x",
        "\uc2e0\ud55c" + " " * 20_000 + "1-1",
        "cuenta de ahorros" + " " * 20_000 + "x",
        "\u0434\u0432\u0430 " * 5_000,
        "code " + "six " * 4_000,
    ],
)
def test_the_new_forms_scan_in_linear_time(text: str) -> None:
    guard = PrivacyGuard()
    assert cpu_seconds(lambda: guard.scan(text)) < 2.0
