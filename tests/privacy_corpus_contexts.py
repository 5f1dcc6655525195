# ruff: noqa: RUF001  (Greek text: its letters look like Latin ones on purpose)
"""Corpus entries for `service.secret_contexts` and the other-language rules: secrets that the
words around them give away (query strings, CLI tables, a command's output, a spelled call,
a credential described before it is given), and look-alikes of each (policies, references,
ciphertext, biographies). Written for the rules, in other words than any probe's."""

from __future__ import annotations

import base64
import functools
import json
import random
import string
from collections.abc import Callable

ALNUM = string.ascii_letters + string.digits


def _rand(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _password(rng: random.Random) -> str:
    return _rand(rng, 5, string.ascii_letters) + rng.choice("!#%*") + _rand(rng, 4, string.digits)


def _digits(rng: random.Random, n: int) -> Callable[[], str]:
    return lambda: "".join(rng.choice(string.digits) for _ in range(n))


def context_secrets(rng: random.Random, add: Callable[..., None]) -> None:
    digits = functools.partial(_digits, rng)
    add(
        "api_token",
        [
            "curl 'https://api.example-weather.com/v1/now?q=Oslo&api_key={s}'",
            "GET /v2/orders?access_token={s}&page=2 HTTP/1.1",
        ],
        lambda: _rand(rng, 28, string.ascii_lowercase + string.digits),
        n=2,
    )
    add(
        "prose_password",
        [
            '{{"action": "join_network", "ssid": "Lab", "psk": "{s}"}}',
            "Key              Value\n---              -----\ndb_password      {s}",
            "incident: the intruder authenticated with deploy_bot:{s} from a leaked gist",
            "Heads-up, the shared secret for the Lisbon site-to-site VPN: {s}",
            "Can you set the FTP password for our printing partner to {s} today?",
            "I can't sign in - the password I'm typing is {s}, is the account locked?",
            "$ kubectl get secret api-creds -o jsonpath='{{.data.token}}' | base64 -d\n{s}\n$",
            "the network key for the guest VLAN ({s}) is on the fridge",
        ],
        lambda: _password(rng) + _rand(rng, 3, string.ascii_lowercase),
        n=8,
    )
    add(
        "prose_password",
        ["[phone] so the password is {s}, all lower case", "password is {s} all one word"],
        lambda: " ".join(rng.choice(["kilo", "delta", "seven", "echo", "three"]) for _ in range(4)),
        n=2,
    )
    add(
        "twilio_token",
        ['TwilioClient("AC' + "0" * 31 + '1", "{s}")'],
        lambda: _rand(rng, 32, "0123456789abcdef"),
        n=1,
    )
    add(
        "pin",
        [
            "When the card reader asks for the PIN, enter {s} and wait.",
            "Mã PIN điện thoại của tôi là {s}",
            "Το PIN της τράπεζας μου είναι {s}",
            "PIN kartu saya {s}",
        ],
        digits(4),
        n=4,
    )
    add(
        "access_code",
        [
            "The tool cage opens with combination {s}.",
            "Gym locker combination (blue door): {s}",
        ],
        lambda: "-".join(str(rng.randint(0, 39)) for _ in range(3)),
        n=2,
    )
    add(
        "access_code",
        [
            "the padlock on the storage unit is {s}",
            "ghar ka code {s} hai",
            "Code alarme du garage : {s}",
        ],
        digits(4),
        n=3,
    )
    add(
        "access_code",
        ["voice memo: the locker combo is {s}, don't forget"],
        lambda: "twelve, thirty-one, eight",
        n=1,
    )
    add(
        "security_answer",
        ["Bank verification call: mother's maiden name? Customer: it's {s}."],
        lambda: rng.choice(["Ferreira", "Lindqvist"]),
        n=1,
    )
    add(
        "prose_password",
        [
            "Kata sandi router kantor: {s}",
            "Mật khẩu wifi quán là {s}",
            "Ο κωδικός του router είναι {s}",
            "كلمة المرور للراوتر: {s}",
            "La password del router è {s}",
            "Heslo k wifi je {s}",
        ],
        lambda: _password(rng),
        n=6,
    )
    add(
        "encoded_credentials",
        [".dockerconfigjson: {s}"],
        lambda: base64.b64encode(
            json.dumps(
                {"auths": {"r.example.io": {"username": "ci", "password": _password(rng)}}}
            ).encode()
        ).decode(),
        n=1,
    )
    add(
        "one_time_code",  # the whole list, the blanks between its codes too
        ["Backup codes for the admin account: 8k2m-qpz4  7wq1-zz8x  m3nr-a9fe  {s}"],
        lambda: "pqrs-wxyz",
        n=1,
    )


def context_look_alikes() -> list[str]:
    return [
        "Password policy: 12-character minimum, rotation every 90-days.",
        "password_hash: argon2id\npassword_min_length: 14",
        'module "db" {\n  password = var.db_password\n}',
        "[pypi]\nusername = __token__\npassword = <paste the upload token here>",
        "kind: SealedSecret\nspec:\n  encryptedData:\n    password: " + "AgB" + "x7Qz" * 40,
        "db:\n  password: ENC[AES256_GCM,data:q8Zp1w==,iv:abc=,tag:def=,type:str]",
        "GET /forgot-password?step=3&lang=de HTTP/1.1",
        "My grandmother's maiden name was Okafor; she grew up in Lagos.",
        "the padlock on the gate is 30 years old",
        "PIN reset requests went up by 2300 this quarter",
        "Combination therapy 2-3-4 weeks is what the doctor suggested",
        "Key         Value\n---         -----\nregion      eu-west-1\nreplicas    3",
        "$ echo $HOME\n/home/dana",
        "The API docs say to pass ?api_key=YOUR_KEY_HERE in every request.",
        "Kata sandi saya lupa, tolong reset.",
        "Mật khẩu của tôi bị khóa rồi.",
        "Το PIN μου μπλόκαρε χθες.",
    ]
