"""A token handed over "so you can test" (a memory-loop review of 2026-12-07: a user's Strava
token reached a stored memory, the brief and Recall). "test" made the value public to the
long-random-value rule, as in "a test key"; as the verb it is what the key is for: "test" is
a sample's word only before a key's word now ("test key", "test API key"), and a fixture, a
mock or a stub is a sample too."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "Here is my Strava token so you can test: 7f3c9a1e5b2d4f6081a9c3e7d5b1f2a4c6e8d0b2",
        "7f3c9a1e5b2d4f6081a9c3e7d5b1f2a4c6e8d0b2",
    ),
    (
        "Token I made so you can test the webhook: 0a1b2c3d4e5f60718293a4b5c6d7e8f9",
        "0a1b2c3d4e5f60718293a4b5c6d7e8f9",
    ),
    (
        "the key to test with is 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    ),
]

LOOK_ALIKES = [
    "Here is the commit so you can test: 7f3c9a1e5b2d4f6081a9c3e7d5b1f2a4c6e8d0b2",
    "The docs' test key, to try the sandbox: 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    "Build key so you can test the release: 7f3c9a1e5b2d4f6081a9c3e7d5b1f2a4c6e8d0b2",
    "Can test the key rotation with fixture 7f3c9a1e5b2d4f6081a9c3e7d5b1f2a4c6e8d0b2",
    "Use the test API key from the docs: 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
