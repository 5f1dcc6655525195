"""Misses and false alarms of a blind probe of the privacy guard (session 170: 242 secrets and
378 look-alikes across vendor tokens, prose and chat passwords in four languages, config files,
shell history, cards, bank details, identity numbers, PINs and recovery codes; written before
reading the rules and kept out of the tree), each fixed as a class of input, with variants
written here and look-alikes that must come back unaltered.

Misses: an Australian account beside its BSB (the bank's branch code named no bank for
`secret_banking`); a French "mdp" (mot de passe) said in French; a password named by a bare
"pass" in prose ("my old yahoo pass was ..."); a session cookie's value said in prose ("the
value of my _session cookie is ..."). And in variants written after reading the rules: an
account abbreviated "Acc:", a Canadian cheque's transit and institution numbers beside the
account, a US driver's licence as "DL#" / "DL number".

False alarms: the body of a certificate or public-key PEM block and a WireGuard peer's
"PublicKey =" (read as random secrets by the learned backstop), a cookie's Max-Age in a
Set-Cookie header, and a token its own label calls public ("Mapbox public token ...: pk.");
and in variants, "pass" before a shaped value that is a ticket's ("gym pass: 2024-GOLD") or a
span of time ("the pass is 7-day")."""

from __future__ import annotations

from tests.privacy_checks import case_tests

# -- an account number beside its BSB ---------------------------------------------------------

BSB_SECRETS = [
    ("BSB 082-401, account number 5139 2280", "5139 2280"),
    ("for the refund use BSB: 633000 acct 19482277", "19482277"),
    ("bsb 012-003 / account 4417 8260 3", "4417 8260 3"),
    # an account abbreviated with a colon, and a Canadian cheque's transit and institution
    ("BSB: 063-019, Acc: 2204 9917", "2204 9917"),
    ("Transit 04512, institution 003, account 7731904 (Scotiabank)", "7731904"),
]
BSB_LOOK_ALIKES = [
    "BSB stands for bank-state-branch, six digits in Australia",
    "the BSB 062-000 belongs to CommBank's Sydney branch",
    "my gym account 55667788 renews in May",
    "the transit authority account 4471290 is for the bus card top-ups",
]
test_an_account_beside_its_bsb_is_redacted, test_a_bsb_look_alike_is_left = case_tests(
    BSB_SECRETS, BSB_LOOK_ALIKES
)


# -- French "mdp" -----------------------------------------------------------------------------

MDP_SECRETS = [
    ("le mdp du wifi c'est Marée#Basse7", "Marée#Basse7"),
    ("Mon mdp Netflix : Grenouille_42", "Grenouille_42"),
    ("identifiant : paul.m, mdp : Velo!Rouge9", "Velo!Rouge9"),
    ("mdp pour la box = Tournesol2021", "Tournesol2021"),
]
MDP_LOOK_ALIKES = [
    "MDP: S=10^6 states, value iteration converges",
    "mdp: CartPole-v1 with discount 0.99",
    "le mdp du wifi est sur l'étiquette de la box",
    "j'ai oublié mon mdp, il faut le réinitialiser",
    "an MDP is a tuple (S, A, P, R, gamma)",
]
test_a_french_mdp_is_redacted, test_an_mdp_look_alike_is_left = case_tests(
    MDP_SECRETS, MDP_LOOK_ALIKES
)


# -- a bare "pass" in prose -------------------------------------------------------------------

PASS_SECRETS = [
    ("his hotmail pass was bumblebeez ages ago", "bumblebeez"),
    ("our old router pass was Kettle!Drum lol", "Kettle!Drum"),
    ("my steam pass is quokkalicious btw", "quokkalicious"),
]
PASS_LOOK_ALIKES = [
    "my bus pass was stolen on the tram",
    "the mountain pass was closed after the storm",
    "my boarding pass was on my phone",
    "her season pass was expensive this year",
    "the pass was intercepted in the last minute",
    "my old pass was expired anyway",
    # "pass" before a shaped value: a ticket's or a span of time
    "my gym pass: 2024-GOLD",
    "the museum pass is 48h",
    "the pass is 7-day, valid on all lines",
]
# -- a US driver's licence by its abbreviation ----------------------------------------------

DL_SECRETS = [
    ("DL# for Ohio: SK482913", "SK482913"),
    ("my DL number is 52918834 (Texas)", "52918834"),
]
DL_LOOK_ALIKES = [
    "DL the file from the shared drive",
    "DL speeds were 300 Mbps, UL 40",
]
test_a_dl_number_is_redacted, test_a_dl_look_alike_is_left = case_tests(DL_SECRETS, DL_LOOK_ALIKES)

test_a_bare_pass_is_redacted, test_a_bare_pass_look_alike_is_left = case_tests(
    PASS_SECRETS, PASS_LOOK_ALIKES
)


# -- a session cookie said in prose -----------------------------------------------------------

COOKIE_SECRETS = [
    (
        "the value of the _shop_session cookie is Qm9sZGx5R29pbmc7aGVyZTEyMzQ1Njc4OTBhYmNk",
        "Qm9sZGx5R29pbmc7aGVyZTEyMzQ1Njc4OTBhYmNk",
    ),
    ("my auth cookie: 7c1e9a44b02f4d7e8813c5aa90d2e6f1", "7c1e9a44b02f4d7e8813c5aa90d2e6f1"),
    ("the forum's sid cookie was Zx81Lq0pVb62NmTe44RwYc9K", "Zx81Lq0pVb62NmTe44RwYc9K"),
]
COOKIE_LOOK_ALIKES = [
    "the session cookie is HttpOnly and expires in 2 weeks",
    "our session cookie is named __Host-session_2024",
    "the sid cookie is 24 bytes long",
]
test_a_cookie_in_prose_is_redacted, test_a_cookie_look_alike_is_left = case_tests(
    COOKIE_SECRETS, COOKIE_LOOK_ALIKES
)


# -- values public by where they stand --------------------------------------------------------

_BODY = (
    "c92P2+zHd3OC2pYwL82DeaGdyy8Yck0kF4nP47GiCpj7ZfZzp72dpiifA9SHEA8J\n"
    "MOE9mQfHdlNwl9cyhDujS38BqRV1p0do/43+7tcVtUFQwjqDSQcRkMQbZhvYSmIR\n"
    "9QTYrwA2Ne3pDXhg+rVlaxKQoTLHrEVWFk9VA/ZowuweIj+0GQIPd8x8La6PMHKC"
)
_WG_KEY = "kEKRPytgPCH1Ldvt8KtTJLZmIPMjewqD7JxrwW1Z+Mw="
_MAPBOX = (
    "pk.-B0V0Pxft02Ltw35Tr4qZKKF8zoiHZ37Vb1r9Vrra9KA7A2o7u0TRiONaTLpC-aFdpAkJX4AptGn903P"
    ".YkYpcyKuG3TqYhdYz4GQIQ"
)
PUBLIC_STILL_SECRET = [
    (f"-----BEGIN PRIVATE KEY-----\n{_BODY}\n-----END PRIVATE KEY-----", _BODY.split("\n")[1]),
    (f"[Interface]\nPrivateKey = {_WG_KEY}\nListenPort = 51820", _WG_KEY),
    (
        "Set-Cookie: sessionid=9f8e7d6c5b4a39281706f5e4d3c2b1a0; Max-Age=31536000; Path=/",
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    ),
]
PUBLIC_LOOK_ALIKES = [
    f"-----BEGIN CERTIFICATE-----\n{_BODY}\n-----END CERTIFICATE-----",
    f"the CA bundle:\n-----BEGIN PUBLIC KEY-----\n{_BODY}\n-----END PUBLIC KEY-----",
    f"[Peer]\nPublicKey = {_WG_KEY}\nAllowedIPs = 10.8.0.0/24, fd00::/64",
    "Set-Cookie: lang=fr; Path=/; Max-Age=31536000",
    f"Mapbox public token for the store locator: {_MAPBOX}",
]
test_a_secret_beside_public_values_is_redacted, test_a_public_value_is_left = case_tests(
    PUBLIC_STILL_SECRET, PUBLIC_LOOK_ALIKES
)
