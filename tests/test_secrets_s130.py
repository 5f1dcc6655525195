"""Misses and false alarms of a blind probe of the privacy guard (session 130: 167 secrets and
165 look-alikes, written before reading the rules and kept out of the tree), each fixed as a
class of input, with variants written here and look-alikes that must come back unaltered.

False alarms: a service's address with no password in it, redacted whole by the learned
backstop ("DATABASE_URL=postgres://localhost:5432/dev"); "his password is based on his dog's
name" (a participle read as the password). Misses: a password answered after two adverbs or a
filler ("the password? it's literally just 'mittens'"); a security question and its answer on
one line ("Q: name of first school? A: ..."); a security answer in Chinese or Japanese; a
DigitalOcean token pasted a few digits long; a Windows NT hash in a pwdump line."""

from __future__ import annotations

import time

import pytest

from service.privacy import PrivacyGuard
from service.secret_backstop import shipped
from tests.privacy_checks import case_tests, flagged

GUARD = PrivacyGuard()

# -- a service's address with no credential in it --------------------------------------

ADDRESSES_WITH_A_PASSWORD = [
    ("MONGO_URI=mongodb://admin:Xk92pq7@mongo:27017", "Xk92pq7"),
    ("export BROKER=amqp://svc:Rb8x2Lq9@mq.internal:5672", "Rb8x2Lq9"),
    ("REDIS_URL=redis://cache:6379/0?password=Hx72kLq9", "Hx72kLq9"),
]
ADDRESSES = [
    "DATABASE_URL=postgres://localhost:5432/dev",
    "MONGO_URI=mongodb://mongo:27017/app",
    "AMQP_URL=amqp://rabbitmq:5672/vhost1",
    "CELERY_BROKER_URL=redis://redis:6379/1",
    "DATABASE_URL=postgres://app@db.internal:5432/orders",
]

test_a_password_in_an_address_is_redacted, test_an_address_alone_is_left = case_tests(
    ADDRESSES_WITH_A_PASSWORD, ADDRESSES
)


def test_the_backstop_leaves_an_address_of_any_scheme() -> None:
    """The learned model alone (the rules never flagged these): the exemption is the model's."""
    backstop = shipped()
    assert backstop is not None
    for text in ADDRESSES:
        assert list(backstop.spans(text)) == [], text


# -- how a password is made, not what it is ---------------------------------------------

MADE = [
    "He said his password is based on his first dog's name.",
    "her password is related to her birthday",
    "The password is derived from the serial number",
    "my password is similar to the old one",
    "the wifi password is tied to the router's MAC address",
]
SAID = [
    ("my password is wicked2 from now on", "wicked2"),
    ("her password is Baseline7 on every site", "Baseline7"),
]

test_a_password_said_is_redacted, test_how_a_password_is_made_is_left = case_tests(SAID, MADE)


# -- a password answered after two adverbs or a filler ----------------------------------

ANSWERED = [
    ("the password? it's literally just 'mittens' lol, my cat's name", "mittens"),
    ("wifi password? oh, it's sunshine99", "sunshine99"),
    ("the password? honestly it's just hunter22", "hunter22"),
    ("my password is honestly just 'paperclip'", "paperclip"),
    ("your PIN? lol it's 4821", "4821"),
]
NOT_ANSWERED = [
    "Forgot your password? Well it's happened to all of us.",
    "The password? Honestly it's not my problem anymore.",
    "Changed the password? ok it's done then.",
]

test_an_answered_password_is_redacted, test_a_question_about_it_is_left = case_tests(
    ANSWERED, NOT_ANSWERED
)


# -- a security question and its answer on one line -------------------------------------

ONE_LINE = [
    ("Q: name of first school? A: Lincoln Elementary (for the Apple ID)", "Lincoln Elementary"),
    ("Q: mother's maiden name? A: Okafor", "Okafor"),
    ("Q: city where you were born? A: Leeds", "Leeds"),
]
QUIZ = [
    "Q: capital of Australia? A: Canberra",
    "Q: who wrote Dune? A: Frank Herbert",
    "Q: how many moons does Mars have? A: Two",
]

test_a_one_line_answer_is_redacted, test_a_quiz_line_is_left = case_tests(ONE_LINE, QUIZ)


# -- a security answer in Chinese or Japanese -------------------------------------------

CJK = [
    ("安全问题答案\uff1a我母亲的出生地是 杭州", "杭州"),
    ("密保问题的答案是旺财\uff0c别忘了", "旺财"),
    ("安全问题\uff1a我的第一只宠物叫什么\uff1f答案\uff1a小白", "小白"),
    ("秘密の質問の答えは「ポチ」です", "ポチ"),
]
CJK_ABOUT = [
    "安全问题答案是什么\uff1f",
    "安全问题答案\uff1a我忘了",
    "如何设置安全问题答案\uff1f",
    "我们明天讨论安全问题。",
    "安全问题答案是否正确\uff1f",
    "密保问题的答案为空",
    "安全问题答案\uff1a请联系客服",
    "安全问题答案\uff1a同上",
    "秘密の質問の答えはありません",
    "安全问题的答案是我的小学名字",
]

test_a_cjk_answer_is_redacted, test_cjk_talk_about_answers_is_left = case_tests(CJK, CJK_ABOUT)


# -- tokens by their form ---------------------------------------------------------------

_DO_BODY = "4f8e2a9c7b1d3e5f6a8b0c2d4e6f8a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a"
FORMS = [
    # a DigitalOcean token pasted with two digits too many (66, not 64)
    (f"doctl auth init -t dop_v1_{_DO_BODY}", f"dop_v1_{_DO_BODY}"),
    (f"token: doo_v1_{_DO_BODY[:60]}", f"doo_v1_{_DO_BODY[:60]}"),
    # an NT hash as pwdump and secretsdump print it
    (
        "Administrator:500:aad3b435b51404eeaad3b435b51404ee:8846f7eaee8fb117ad06bdd830b7586c:::",
        "8846f7eaee8fb117ad06bdd830b7586c",
    ),
    (
        r"from secretsdump: CORP\svc_sql:1107:aad3b435b51404eeaad3b435b51404ee:"
        "5f4dcc3b5aa765d61d8327deb882cf99:::",
        "5f4dcc3b5aa765d61d8327deb882cf99",
    ),
]
NOT_FORMS = [
    "md5 9e107d9d372bb6826bd81d3542a419d6 and sha1 of the tarball",
    "root:$6$rounds=5000$Abc12XyZ$Qw3rTy7uIoP9aSdFgHjKlZxCvBnM0:19876:0:99999:7:::",
    "ids 12:9e107d9d372bb6826bd81d3542a419d6:9e107d9d372bb6826bd81d3542a419d6 in the log",
    "dop_v1 is the prefix DigitalOcean tokens start with",
]

test_a_token_by_its_form_is_redacted, test_a_hash_or_an_id_is_left = case_tests(FORMS, NOT_FORMS)


def test_the_nt_hash_is_named_as_a_password_hash() -> None:
    text = "Guest:501:aad3b435b51404eeaad3b435b51404ee:0cb6948805f797bf2a82807973b89537:::"
    assert flagged(GUARD, text) == [("password_hash", "0cb6948805f797bf2a82807973b89537")]


@pytest.mark.parametrize(
    "unit",
    [
        "\u5b89\u5168\u95ee\u9898\u7b54\u6848\u662f ",
        "Q: first pet? A: ",
        "password? oh it's literally just ",
        "password is based on ",
        "a:1:aad3b435b51404eeaad3b435b51404ee:",
        "x=redis://h:1/ ",
    ],
)
def test_the_new_rules_scan_in_linear_time(unit: str) -> None:
    """What each new rule repeats, 2,000 then 8,000 characters: no rule may grow faster than
    the text (every repetition in them is bounded). CPU time, best of three, and a tenth of a
    second of slack: the machine is shared (wall time under load failed a rule that is
    linear), and a quadratic rule would still take 16 times as long."""

    def best(n: int) -> float:
        text = (unit * (n // len(unit) + 1))[:n]
        times = []
        for _ in range(3):
            start = time.process_time()
            GUARD.scan(text)
            times.append(time.process_time() - start)
        return min(times)

    small, large = best(2_000), best(8_000)
    assert large < 8 * small + 0.1, f"{unit!r}: {small * 1e3:.0f} ms -> {large * 1e3:.0f} ms"
