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
"""

from __future__ import annotations

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
]  # fmt: skip
PUBLIC_STILL_LEFT = [
    f"-----BEGIN CERTIFICATE-----\n{_BODY}\n{_BODY[::-1]}\n-----END CERTIFICATE-----",
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
# "Stelvio": a mountain's pass); `secret_banking` took a bus's "transit number 42" or an
# "institution number 3" as a bank's, and with it the account number of a library or a site.

PASS_STILL_SECRET = [
    ("his hotmail pass was bumblebeez ages ago", "bumblebeez"),
    ("our old router pass was Kettle!Drum lol", "Kettle!Drum"),
    ("my steam pass is quokka_77", "quokka_77"),
    ("Transit 04512, institution 003, account 7731904 (Scotiabank)", "7731904"),
    ("institution no. 010 / transit 00231 / account 5120 3391 2", "5120 3391 2"),
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
]
test_a_short_named_password_is_redacted, test_a_pass_look_alike_is_left = case_tests(
    PASS_STILL_SECRET, PASS_LOOK_ALIKES
)
