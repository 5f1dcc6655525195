"""Secrets after the word that names them, in shapes the other tables miss: passphrases of
several words (spaced, or joined by dots or dashes), a PIN in brackets, recovery codes as a
bulleted list, an authenticator's secret in one run, a session cookie named as one, a
Spanish or Portuguese bank password of digits. Each rule was a blind probe's miss; data, not
logic (`service.privacy` runs them)."""

from __future__ import annotations

import re

NAMED_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        # "passphrase for the backup drive: correct horse battery staple purple"
        "password",
        re.compile(
            r"(?i)\bpassphrase\b[^\n:]{0,40}:\s*"
            r"(?P<s>[a-z]+(?:(?: (?!(?:and|but|so|we|i|it|then|because|which)\b)[a-z]+){2,7}"
            # "tangerine submarine 42": a number may end it, where the clause ends
            r"|(?: (?!(?:and|but|so|we|i|it|then|because|which)\b)[a-z]+){1,6}"
            r" \d{1,4}(?=[ \t]*(?:[.,;!]|$)))(?![ \t]\d))\b"
        ),
    ),
    (
        # words joined by dots, dashes or underscores after a passphrase's name: "Die
        # Passphrase f\u00fcr den Tresor lautet: zone.inquiry.recall.toe.mad", "master pass
        # phrase \u2192 banana-nebula-silver-banana-39" (never a host name: "... is on
        # vault.corp.example.com")
        "password",
        re.compile(
            r"(?i)\b(?:pass[ -]?phrase|passwor[dt]|kennwort|wachtwoord|contrase\u00f1a|senha)\b"
            r"(?![^\n:=\u2192]{0,40}?\b(?:polic|rule|hint|format|requirement|manager|reset))"
            r"[^\n:=\u2192]{0,40}?(?:[:=\u2192]|->|\blautet\b:?|\bis\b)[ \t]*[\"'`]?"
            r"(?!(?:see|ask|check|use|min|max|at|in|on|the|same|not|no|set|sent|stored)\b)"
            r"(?P<s>(?-i:[a-z]{2,12}(?P<j>[.\-_])[a-z]{2,12}(?:(?P=j)[a-z]{2,12}){1,6}"
            r"(?:(?P=j)\d{1,4})?))"
            r"(?<!\.com)(?<!\.org)(?<!\.net)(?<!\.io)(?<!\.dev)(?<!\.local)(?<!\.lan)"
            r"(?![\w\-]|\.\w)"
        ),
    ),
    (
        # "She wrote her PIN (7584) on the back of the card"
        "pin",
        re.compile(r"\b(?-i:PIN)[ \t]*\([ \t]*(?P<s>\d{4,8})[ \t]*\)"),
    ),
    (
        # recovery codes as a list under their name: "2FA backup codes for AWS\n- 2z4eqcpwpu\n- ..."
        "one_time_code",
        re.compile(
            r"(?i)\b(?:recovery|backup)\s+codes\b[^\n]{0,60}\n"
            r"(?P<s>(?:[ \t]*(?:[-*\u2022]|\d{1,2}[.)])[ \t]*(?=[A-Za-z-]*\d)[A-Za-z0-9]{4,12}"
            r"(?:-[A-Za-z0-9]{4,12})?[ \t]*(?:\n|$)){2,16})"
        ),
    ),
    (
        # an authenticator's secret in one run of base32: "google authenticator secret H2B5..."
        "totp_secret",
        re.compile(
            r"(?i)\b(?:authenticator|totp|2fa|mfa|otp)\s+(?:secret|seed|key)\b"
            r"[ \t]*(?:[:=]|\bis\b)?[ \t]*[\"'`]?"
            r"(?P<s>(?-i:(?=[A-Z]*[2-7])[A-Z2-7]{16,64}))(?![A-Za-z0-9])"
        ),
    ),
    (
        # a session cookie named as one: "ChatGPT session token cookie: ...", "Das
        # Session-Cookie (laravel_session) lautet ..."
        "session_cookie",
        re.compile(
            r"(?i)\bsession[ -]?(?:token[ -]?)?cookie\b[^\n:=]{0,40}?(?:[:=]|\blautet\b|\bis\b)"
            r"[ \t]*[\"']?(?P<s>(?=[\w+/=.%-]{0,400}\d)(?=[\w+/=.%-]{0,400}[A-Za-z])"
            r"[\w+/=.%-]{32,400})"
        ),
    ),
    (
        # a bank's password of digits named in Spanish or Portuguese with no verb: "DNI + clave
        # 433360", "senha eletr\u00f4nica 679010" (never a year)
        "password",
        re.compile(
            r"(?i)\b(?:clave|senha|contrase\u00f1a)(?:[ \t]+(?:de[ \t]+)?[^\W\d]{3,15})?[ \t]+"
            r"(?P<s>(?!(?:19|20)\d\d\b)\d{4,8})\b(?![.,]\d)"
        ),
    ),
]
