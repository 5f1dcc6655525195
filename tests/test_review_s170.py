"""Defects a review of session 170's privacy and dedup changes found by attacking the new rules
with its own inputs (each test failed on the merged code, d7cc564).

Privacy, `service.secret_public` (values public by where they stand):
- a public PEM block's exemption reached past its body: everything after a truncated
  "-----BEGIN CERTIFICATE-----" (a password on the next line, a token) was left, and a
  "password:" line inside a block too;
- a public-key field, a cookie attribute or a "public key" label exempted a span of any kind:
  "public_key = sk_live_...", "public key = -----BEGIN OPENSSH PRIVATE KEY-----", an AWS key,
  and a random value after "Max-Age=" or "Domain=";
- "public key ... and the api key is X": the label of another credential stood between the
  "public" label and the value.
- `secret_short_names` and `secret_banking`: see the section below.

Dedup (`service.dedup`):
- a named person's relationship was read from a status word anywhere in the text ("Emma
  photographs married couples", "Nora is engaged in a lawsuit", "Ben is married to his job"
  superseded "Emma / Nora / Ben is single");
- "was a golf player" was rewritten "plays golf", merging a past activity into a present one;
- "likes running more than I used to" was rewritten as a preference over "I used to";
- "is now kosher" (a religious rule, held beside a diet) superseded "is vegetarian";
- "My bedtime is now 11pm on weekends" superseded "My usual bedtime is 10pm" (once "usual" no
  longer hid the subject): a new value for some occasions replaced the one it is an exception
  to;
- a clause split off after a comma was read as the user's when its thing had no owner, after a
  first clause about someone else ("My sister moved to Berlin, rent is now $900");
- "until" / "through" read as a new end after any change of amount ("The rent went up through
  2025"), and a date's words were dropped from every number's unit ("2 pills a day" / "3 days
  off a month" read as two numbers of one unit).
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge
from tests.privacy_checks import case_tests

_BODY = "MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ"
_TOKEN = "ghp_4Kx9Lm2Pq8Rt5Vw1Yz3Bc6Df7Gh0Jk2Nm4Qp"
_STRIPE = "sk_live_51HxYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdef"
_OPENSSH = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "-----END OPENSSH PRIVATE KEY-----"
)
_RANDOM = "Zx81Lq0pVb62NmTe44RwYc9KZx81Lq0p"

PUBLIC_NEVER_HIDES = [
    # after a truncated public block, what follows is no part of it
    (f"-----BEGIN CERTIFICATE-----\n{_BODY}\n(truncated)\nthe admin password is Tr0ub4dor&3x",
     "Tr0ub4dor&3x"),
    ("-----BEGIN CERTIFICATE----- MIIDdzCCAl...snip\ndb password: Xk29!pLq77zz", "Xk29!pLq77zz"),
    (f"-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\nmy github token {_TOKEN}",
     _TOKEN),
    ("-----BEGIN CERTIFICATE-----\npassword: Xk29!pLq77zz\n-----END CERTIFICATE-----",
     "Xk29!pLq77zz"),
    # a token or a key read by its own form is a secret whatever its label says
    (f"public_key = {_STRIPE}", _STRIPE),
    (f"public key = {_OPENSSH}", _OPENSSH),
    ("public_key: AKIAIOSFODNN7EXAMPLX", "AKIAIOSFODNN7EXAMPLX"),
    # an attribute's name before a value that is no such attribute's
    ("Set-Cookie: sessionid=abc; Max-Age=9f8e7d6c5b4a39281706f5e4d3c2b1a0",
     "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
    (f"Set-Cookie: sessionid=38afes7a8; Domain={_RANDOM}", _RANDOM),
    # another credential named after the "public" label
    (f"public key pasted in the admin panel and the api key is {_RANDOM}", _RANDOM),
    # words parted by spaces are no block's line, even with no mark among them
    (f"-----BEGIN CERTIFICATE-----\n{_BODY}\nadmin password Tr0ub4dor3x", "Tr0ub4dor3x"),
]  # fmt: skip
PUBLIC_STILL_LEFT = [
    f"-----BEGIN CERTIFICATE-----\n{_BODY}\n{_BODY[::-1]}\n-----END CERTIFICATE-----",
    # a block pasted on one line
    f"-----BEGIN CERTIFICATE----- {_BODY} {_BODY[::-1]} {_BODY[5:]} -----END CERTIFICATE-----",
    "Set-Cookie: lang=fr; Path=/; Max-Age=31536000",
    "Set-Cookie: id=a3fWa; Expires=Thu, 21 Oct 2021 07:28:00 GMT; Domain=example.com",
    "[Peer]\nPublicKey = kEKRPytgPCH1Ldvt8KtTJLZmIPMjewqD7JxrwW1Z+Mw=\nAllowedIPs = 10.8.0.0/24",
]
test_a_secret_near_a_public_label_is_redacted, test_a_public_value_is_still_left = case_tests(
    PUBLIC_NEVER_HIDES, PUBLIC_STILL_LEFT
)


# -- "pass" in prose and a Canadian cheque's numbers --------------------------------------------
# `secret_short_names` read a hyphen or a plus as a password's mark ("Exec-Member" is a pass's
# tier), a price as a shaped value, and any letters-only word after "the pass was" ("Brenner",
# "Stelvio": a mountain's pass) and an MDP's "gamma=0.99" after a French "mdp pour"; a
# bus's "transit number 42", an "institution number 3" or the Backstreet Boys' "BSB" made a
# bank's context for `secret_banking`, and with it a library's or a site's account number was
# taken; "DL number 88213" (a download's, a delivery's) was a driver's licence.

PASS_STILL_SECRET = [
    ("his hotmail pass was bumblebeez ages ago", "bumblebeez"),
    ("our old router pass was Kettle!Drum lol", "Kettle!Drum"),
    ("my steam pass is quokka_77", "quokka_77"),
    ("Transit 04512, institution 003, account 7731904 (Scotiabank)", "7731904"),
    ("institution no. 010 / transit 00231 / account 5120 3391 2", "5120 3391 2"),
    ("BSB 082-401, account number 5139 2280", "5139 2280"),
    ("DL# for Ohio: SK482913", "SK482913"),
    ("my DL number is 52918834 (Texas)", "52918834"),
    ("mdp pour la box = Tournesol2021", "Tournesol2021"),
]
PASS_LOOK_ALIKES = [
    "my Costco pass is Exec-Member",
    "my Epic pass: Epic-Local",
    "my Ikon pass is Base+ 2025",
    "my pass was \u00a345/month",
    "the pass is $30/week on the ferry",
    "the pass was Brenner",
    "our pass was Stelvio",
    "the pass is Schengen",
    "my old pass was lamborghini",
    "Transit number 42 bus goes downtown, account 5512345 for the fare card",
    "the transit no. 7 line; our account 88123344 at Netflix",
    "institution number 3 in the ranking; account 99123456 on Twitter",
    # a BSB is a bank's by its six digits, a DL number by a licence's shape, an MDP's setting
    "BSB fan club account 55123456",
    "the BSB reunion tour; my Ticketmaster account 88123377",
    "DL number 88213 on the shipping label",
    "mdp pour CartPole-v1: gamma=0.99",
]
test_a_short_named_password_is_redacted, test_a_pass_look_alike_is_left = case_tests(
    PASS_STILL_SECRET, PASS_LOOK_ALIKES
)


# -- dedup: look-alikes of the s170 changes, each at its own cosine and at 0.85 -----------------

NOT_A_CHANGE = [
    ("Emma is single.", "Emma photographs married couples.", 0.61),
    ("Emma is single.", "Emma lives with a married couple.", 0.76),
    ("Ben is single.", "Ben is married to his job.", 0.74),
    ("Ben is single.", "Ben writes a blog for divorced dads.", 0.57),
    ("Ben is married.", "Ben runs a club for single parents.", 0.54),
    ("Nora is single.", "Nora is engaged in a lawsuit.", 0.64),
    ("Nora is dating Tom.", "Nora is engaged in a project with Tom.", 0.86),
    ("Nora is married.", "Nora is separated from her business partner.", 0.77),
    ("Nora is married to Tom.", "Nora and Tom are separated by 500 miles.", 0.70),
    ("Ben plays golf.", "Ben was a golf player.", 0.88),
    ("Ben was a tennis player.", "Ben plays tennis.", 0.88),
    ("I like running more than I used to.", "I prefer running.", 0.78),
    # a new value for some occasions is an exception beside the usual one
    ("My usual bedtime is 10pm.", "My bedtime is now 11pm on weekends.", 0.83),
    ("My usual gym is FitLife.", "My gym is now Gold's when I travel.", 0.61),
    ("The user's commute is 30 minutes.",
     "The user's commute is now 50 minutes while the bridge is closed.", 0.77),
    # a later clause's thing with no owner, after a clause about someone else
    ("My rent is $700.", "My sister moved to Berlin, rent is now $900.", 0.63),
    ("My salary is $80k.", "Tom got a raise, salary is now $95k.", 0.47),
    ("The user's salary is $80k.", "Anna got promoted, the salary is now $95k.", 0.45),
    ("My car is a Civic.", "My brother sold his car, the new car is a Tesla.", 0.51),
    # "went up through 2025" is no new end date; a day's rate and a count of days
    ("The rent is $900.", "The rent went up through 2025.", 0.58),
    ("The user takes 2 pills a day.", "The user now takes 3 days off a month.", 0.44),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "cosine"), NOT_A_CHANGE)
def test_a_look_alike_of_an_s170_reading_keeps_both(old: str, new: str, cosine: float) -> None:
    for c in (cosine, 0.85):
        verdict = judge(new, old, c)
        assert verdict.relation is Relation.DISTINCT, (c, verdict.reason)


def test_a_religious_rule_now_kept_is_no_new_diet() -> None:
    # (at its own cosine: the "now" reading runs before the gate; at a higher one the older
    # word-class rule reads the two words as values of one slot, as it did before s170)
    verdict = judge("The user is now kosher.", "The user is vegetarian.", 0.56)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


STILL_READ = [
    ("Hannah is dating Mark.", "Hannah broke up with Mark.", 0.85, Relation.CONTRADICTION),
    ("Leo is single.", "Leo got engaged last week.", 0.77, Relation.CONTRADICTION),
    ("Sarah got married.", "Sarah is single now.", 0.73, Relation.CONTRADICTION),
    ("Lucy is single.", "Lucy married Tom.", 0.69, Relation.CONTRADICTION),
    ("Ben is married.", "Ben's divorced.", 0.85, None),
    ("Ben is a guitar player.", "Ben plays guitar.", 0.95, Relation.DUPLICATE),
    ("Sam likes Rome more than Paris.", "Sam likes Paris more than Rome.", 0.99, None),
    ("Tom is vegan.", "Tom became vegetarian.", 0.85, Relation.CONTRADICTION),
    ("My usual bedtime is 10pm.", "My bedtime is now 11pm.", 0.87, Relation.CONTRADICTION),
    ("My lunch order is a burrito.", "My usual lunch order is a poke bowl now.", 0.67,
     Relation.CONTRADICTION),
    ("My rent is $700.", "Landlord raised it, rent is now $900.", 0.57, Relation.CONTRADICTION),
    ("User's team lead is Raj.", "Raj left; the new team lead is Mei.", 0.66,
     Relation.CONTRADICTION),
    ("The meeting is at 3pm.", "The client called, the meeting is now at 4pm.", 0.78,
     Relation.CONTRADICTION),
    ("The sale ends Friday.", "The sale was extended until Sunday.", 0.76, Relation.CONTRADICTION),
    ("The book club is on the first Monday.",
     "The book club moved to the third Thursday of the month.", 0.71, Relation.CONTRADICTION),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "cosine", "relation"), STILL_READ)
def test_an_s170_reading_still_holds(
    old: str, new: str, cosine: float, relation: Relation | None
) -> None:
    verdict = judge(new, old, cosine)
    if relation is None:  # (never a merge)
        assert verdict.relation is not Relation.DUPLICATE, verdict.reason
    else:
        assert verdict.relation is relation, verdict.reason
