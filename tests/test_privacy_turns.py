"""Secrets handed over in conversation (service/secret_turns.py and the rules it extended):
the value before the words that name it, a clause that names it, a keypad's verbs, a key pair,
and a near copy of a secret already found (a correction, a confirmation). My own cases in the
shapes the tenth probe missed, not its items; and the look-alikes each rule must leave alone."""

# ruff: noqa: E501, RUF001

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

POS = [
    ("could you save 'Kettle-Orbit41'? that's what gets me into the camera app", "Kettle-Orbit41"),
    ('"quill_Raven908" is what lets me in to the office printer admin', "quill_Raven908"),
    ("Bank says: 593017 is your Chase verification code. Never share it.", "593017"),
    ("G-448210 is your Google verification code", "448210"),
    ("Grandpa's laptop: what he types to get in is Walnut&Ember77.", "Walnut&Ember77"),
    (
        "the thing I type to log in to the school portal is hazel.ridge.meadow.2",
        "hazel.ridge.meadow.2",
    ),
    ("Bitwarden master password is cobalt-pebble-lagoon-thistle", "cobalt-pebble-lagoon-thistle"),
    ("KeePass master: Yarrow$Glacier19", "Yarrow$Glacier19"),
    ("Microsoft recovery key, please note: 4KQ2-ZP8M-77XD-QW3R-9HHC", "4KQ2-ZP8M-77XD-QW3R-9HHC"),
    ("my phone PIN, please remember: 605127", "605127"),
    ("Utility portal login rahul_k, secret word PepperCanyon#8", "PepperCanyon#8"),
    (
        "keys for the sync job: AKIAQWERTYUIOPASDFGH and then wJalrXUtnFEMIK7MDENGbPxRfiCYzQWERTYKE1ab",
        "wJalrXUtnFEMIK7MDENGbPxRfiCYzQWERTYKE1ab",
    ),
    (
        "Break-glass: sign in to the console as admin with Tundra!Falcon42 and page security.",
        "Tundra!Falcon42",
    ),
    ("at grandma's we're on Vodafone-8C21, join with Saffron_Comet55", "Saffron_Comet55"),
    ("Office wifi: network QuillNet, connect using Juniper#Otter12", "Juniper#Otter12"),
    ("If the siren starts, disarm with 2718 at the panel by the stairs.", "2718"),
    ("The shed door opens with 4512 on the pad.", "4512"),
    ("set the room safe to 8841 before we left for dinner", "8841"),
    ("Punch in 30917 then press enter at the side gate.", "30917"),
    ("Lobby door at the new flat: 551902# then wait for the click", "551902"),
    ("To check your voicemail from another phone, use 61842 after the greeting.", "61842"),
    (
        "Kofi 09:12  who has the login for the staging Kibana?\nAma 09:13  elastic and Mq7rTz9vLp2x — rotate after",
        "Mq7rTz9vLp2x",
    ),
    (
        "I changed the NAS admin pw.\nAssistant: Got it, what is it now?\nMe: same words, new number\nAssistant: So the new one is Cactus-Panda-19?",
        "Cactus-Panda-19",
    ),
    (
        "Smart TV and soundbar share the account: lee.ortiz@example.com and Marble7Quill",
        "Marble7Quill",
    ),
    ("The dog walker's code for the smart lock (weekdays 11-1) is 731946.", "731946"),
    ("The key box is by the back entrance. Combination 4-9-1-7.", "4-9-1-7"),
    ("I need the bike cage code is 6620 on the laminated card", "6620"),
    ("Residents' keypad at the barrier, code 66031*", "66031"),
    ("the one-time code they just sent me is 408812", "408812"),
    ("Apple gave me backup codes. Keep these: 8f3k2-p91xq  5512 0934  m7c4w-2hd8z", "8f3k2-p91xq"),
    ("My PIN for the debit card is 7291\nsorry, typo: it's 7219", "7219"),
    ("The padlock code is 4830. no wait, 4803", "4803"),
    ("Der Code für die Haustür unten ist 2291.", "2291"),
    ("我的信用卡号4539578763621486，请记住。", "4539578763621486"),
    (
        "助记词：ladder ocean ridge velvet wagon ankle cherry dust fossil garlic hammer island",
        "ladder ocean ridge velvet wagon ankle cherry dust fossil garlic hammer island",
    ),
    (
        "seed: ladder ocean ridge velvet wagon ankle cherry dust fossil garlic hammer island",
        "ladder ocean ridge velvet wagon ankle cherry dust fossil garlic hammer island",
    ),
    ("كلمة مرور الراوتر هي Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("الرقم السري لبطاقتي 5082", "5082"),
]

# Chats: asked on one line and answered on the next (any speaker's name, a quote mark, "no,
# changed to ...", "gym locker, 3391"), a thing's own code ("Alarm: 9920"), a password after a
# few words and a colon, "wifi = X" with a symbol, a keypad's "new one", 2FA backup codes.
CHATS = [
    ("User: what's my locker combination again?\nAssistant: It's 12-34-56.", "12-34-56"),
    ("Assistant: What's the Wi-Fi password?\nUser: it's BlueFalcon!92", "BlueFalcon!92"),
    ("Assistant: Which PIN should I save?\nUser: 4821", "4821"),
    ("Maria: door code?\nJon: 4471#", "4471"),
    ("[10:02] Sam: gate code is still 1234?\n[10:03] Alex: no, changed to 5580", "5580"),
    (
        "User: save my bank login\nAssistant: Sure, username and password?\nUser: jdoe88 / Tr0ub4dor&3",
        "Tr0ub4dor&3",
    ),
    ("User: the alarm code\nUser: 9021", "9021"),
    ("> what's the pin for the garage\n4417", "4417"),
    ("User: remember this: wifi = Casa2024!Net", "Casa2024!Net"),
    ("Assistant: Got it, your Netflix password is now Sunset#44, right?\nUser: yes", "Sunset#44"),
    ("User: My OTP is 553201, enter it please", "553201"),
    ("User: can you log in for me? user: ana.k pass: Limon4!rosa", "Limon4!rosa"),
    ("User: two-factor code: 719 204", "719 204"),
    ("User: PIN → 3791", "3791"),
    ("User: alarm's 6 4 2 8", "6 4 2 8"),
    ("User: okay the new safe code is one-nine-eight-four", "one-nine-eight-four"),
    ("alex — Today at 10:02 PM\nserver admin pass is `Gr8!Wall`", "Gr8!Wall"),
    ("Assistant: Please confirm: the garage code is 7724?\nUser: correct", "7724"),
    ("User: my password? same as the wifi: Harbor99!", "Harbor99!"),
    ("User: i use Pumpkin2019! for everything lol", "Pumpkin2019!"),
    ("User: the login for the router is admin/Xr7-pq22", "Xr7-pq22"),
    ("User: Door: 4471. Alarm: 9920. Wifi: OakTree#5", "9920"),
    ("Assistant: What's the 6-digit code they sent?\nUser: 440921", "440921"),
    ("User: storing my gym locker combo for later -> 24 11 36", "24 11 36"),
    ("Dad: garage keypad changed. new one 8152\nMe: ok", "8152"),
    (
        "User: email is rita.m@example.com and the password is the same as before but with 2024 at the end: Sunflower2024",
        "Sunflower2024",
    ),
    (
        "User: please keep my passport number safe: X4821937 — no wait, that's not secret. The bank PIN is 0917.",
        "0917",
    ),
    ("Assistant: I need the verification code to continue.\nUser: 66 21 90", "66 21 90"),
    ("User: wifi name Orchard_5G, password orchardpie77", "orchardpie77"),
    ("User: the key to the shed is under the pot, padlock code 7391", "7391"),
    ("User: note for later - github 2fa backup: 8fj2k-ls9d1", "8fj2k-ls9d1"),
    ("User: my icloud is sam.lee@icloud.com pw: Kitty.Cat.88", "Kitty.Cat.88"),
    ("User: remember my ATM pin, it's 6262", "6262"),
    ("Assistant: Which code opens the side door?\nUser: 5092, then press the bell icon", "5092"),
]

CHAT_LOOK_ALIKES = [
    "Assistant: What time is the dentist?\nUser: 4:30",
    "Assistant: Which flight?\nUser: 2841",
    "User: order number 55320121, can you track it?",
    "User: the door code changed, I'll tell you later",
    "Assistant: What's your zip code?\nUser: 94110",
    "User: my password expired again, need to reset",
    "Assistant: How many people?\nUser: 4",
    "Maria: room?\nJon: 4471",
    "User: call me at 555-0142",
    "Assistant: What's the code?\nUser: it's on the back of the box",
    "User: the wifi is slow today, 12 Mbps",
    "User: my OTP didn't arrive, resend please",
    "Assistant: Which year?\nUser: 2019",
    "User: set a reminder for 0915",
    "Assistant: What's the tracking number?\nUser: 1Z999AA10123456784",
    "User: PIN reset done, the bank will mail a new one",
    "User: gym locker number 3391, second row",
    "Assistant: How much was it?\nUser: 4821",
    "Wifi: Home-5G-Ext",
    "WIFI:T:nopass;S:Vodafone-7F21;;",
    "Password requirements: Min8!chars and one digit",
]

# Notes an agent writes in its own words: third person, in passing, tool calls, summaries.
NOTES = [
    ("User's garage code is 4471.", "4471"),
    ("Remember: the staging DB password was rotated to Vq8#Lm2pXz yesterday.", "Vq8#Lm2pXz"),
    ("Note to self: Priya's alarm code = 9020, disarm before 7am.", "9020"),
    ("The user keeps the storage unit combination as 18-04-33.", "18-04-33"),
    ("Summary of SMS from Chase: one-time code 448219 expires in 10 min.", "448219"),
    ("tool_call(save_memory, {'text': 'wifi pass for cabin is Pine&Lake2023'})", "Pine&Lake2023"),
    ("User mentioned in passing that their Netflix pw is moviesFTW99.", "moviesFTW99"),
    ("Ana's phone unlock PIN: 250816", "250816"),
    (
        "Per the email from IT, Mark's temporary password is Temp-4471-Start! until Monday.",
        "Temp-4471-Start!",
    ),
    ("Fact: grandma's front door keypad -> 1955#", "1955"),
    ("Observed: the user typed 'Kx9!pLm2' into the VPN prompt.", "Kx9!pLm2"),
    ("User said the bike lock opens with 2-7-1-9.", "2-7-1-9"),
    ("Saved credential for user@acme.io (Jira): R3d!Kite77", "R3d!Kite77"),
    (
        "Agent note: customer verified identity with last four SSN 4821 and security word 'marmalade'.",
        "marmalade",
    ),
    ("The user's Apple ID: lee@icloud.com, password Sunset!Beach4", "Sunset!Beach4"),
    ("Memory: the gym locker is 114 and its code 6021.", "6021"),
    ("Took down the Zoom host key 482913 for Friday's webinar.", "482913"),
    ("User asked me to keep the safe combination (56-12-30) private.", "56-12-30"),
    ("The user's SIM PUK is 73920184.", "73920184"),
    ("Reminder set: change the router admin pass from Adm1n!2020 next week.", "Adm1n!2020"),
    ("Tom's voicemail PIN is 7741, told me on the call.", "7741"),
    ("I logged into the portal for the user with ana_k / Harbor#7Fox.", "Harbor#7Fox"),
    ("User's 2FA backup codes were stored: 3849-2211, 9920-1188.", "3849-2211"),
    ("Entered the OTP 661204 the user read out.", "661204"),
    ("The house alarm now uses 5580 instead of the old code.", "5580"),
    ("The user's bank security answer (first school) is Hillcrest.", "Hillcrest"),
    ("User prefers their laptop password, Orchid$Moon9, not be shared with IT.", "Orchid$Moon9"),
    ("Kept the lockbox code for the Airbnb: 3318.", "3318"),
]

NOTE_LOOK_ALIKES = [
    "User's garage is 4471 Elm Street.",
    "Remember: the staging DB password was rotated yesterday; new one is in the vault.",
    "Note to self: Priya's alarm goes off at 0630.",
    "The user keeps the storage unit at 18 Main St, unit 33.",
    "Summary of SMS from Chase: payment of 448.19 received.",
    "User mentioned in passing that their Netflix plan is Premium 4K.",
    "Ana's phone is a Pixel 8, model GKWS6.",
    "Per the email from IT, passwords must be 14+ characters and rotate every 90 days.",
    "Fact: grandma's front door is blue, number 1955.",
    "User said the bike lock broke on 2/7.",
    "Took down the Zoom meeting ID 482 913 2201 for Friday's webinar.",
    "The user's SIM card number ends in 0184.",
    "Reminder set: change the router admin password next week.",
    "Tom's voicemail said to call back at 7741 extension.",
    "User's 2FA is enabled on GitHub and Google.",
    "The house alarm was installed in 2015 by ADT.",
    "The user's bank is Hillcrest Federal, branch 0042.",
    "Kept the Airbnb confirmation HMQ3318K for the trip.",
    "The user's locker number is 6021.",
    "Entered order 661204 for the user.",
]

# Calls and voice notes: an answer on the next line or after "Them:", a CVV and a security
# answer asked for, digits said as words with no verb, dashed digits, "got it, it's ...".
CALLS = [
    ("Agent: Can you verify the PIN on the account?\nCaller: Yeah, it's 7 3 9 1.", "7 3 9 1"),
    (
        "[00:01:12] Rep: and the security code on the back?\n[00:01:15] Customer: three one eight",
        "three one eight",
    ),
    (
        "Voicemail from Dad (0:42): hey it's me, the new garage code is nine nine two one, okay bye",
        "nine nine two one",
    ),
    ("Speaker 1: The door code changed.\nSpeaker 2: To what?\nSpeaker 1: 5-5-8-0.", "5-5-8-0"),
    (
        "Dictated note: alarm code for mom's house four seven seven one, disarm within thirty seconds",
        "four seven seven one",
    ),
    (
        "Meeting transcript 10:04 Priya: the staging admin pass is 'Kestrel-Nine-4' for now",
        "Kestrel-Nine-4",
    ),
    (
        "Voice note: remember the locker combo, twelve, thirty-four, eighteen.",
        "twelve, thirty-four, eighteen",
    ),
    ("Rep: I'll send a one-time code now. ... Customer: got it, it's 8 0 4 4 1 2", "8 0 4 4 1 2"),
    ("Caller: The gate code? Oh, it's star 4 1 9 8 pound.", "4 1 9 8"),
    (
        "Voicemail: Hi, this is Dana from IT. Your temporary password is Welcome-2468. Please change it at first login.",
        "Welcome-2468",
    ),
    ("Agent: what's the answer to your security question?\nCaller: Fluffy. F-L-U-F-F-Y.", "Fluffy"),
    ("Dictation: PIN for the new debit card is oh six one nine", "oh six one nine"),
    (
        "Interviewer: and the code for the building?\nTenant: twenty-one eighty-four, then the bell",
        "twenty-one eighty-four",
    ),
    (
        "[call] Me: what's the verification code? Them: uh, five seven, two nine, four four",
        "five seven, two nine, four four",
    ),
]

CALL_LOOK_ALIKES = [
    "Agent: Can you verify your zip code?\nCaller: Yeah, it's 9 4 1 1 0.",
    "[00:01:12] Rep: and the order number?\n[00:01:15] Customer: three one eight four four two",
    "Voicemail from Dad (0:42): hey, call me back at nine nine two one, extension 4, okay bye",
    "Speaker 1: The meeting moved.\nSpeaker 2: To what?\nSpeaker 1: 5:30.",
    "Dictated note: pick up four seven seven one dog food cans, no wait, just four",
    "Agent: For verification, what's your date of birth?\nCustomer: 03/12/1988.",
    "Voice note: the score was twelve, thirty-four, eighteen across the three games.",
    "Caller: The flight? Oh, it's BA 4198, gate 12.",
    "Voicemail: Hi, this is Dana from IT. Your password was reset; check your email for the link.",
    "Agent: what's your account number?\nCaller: 00417733",
    "Interviewer: and the year you moved?\nTenant: twenty-one, no, twenty twenty-one",
    "Rep: I'll send a one-time code now. ... Customer: got it, thanks, I'll enter it myself.",
]

# One-line facts an assistant keeps: a name, a thing, then its code, often with no verb.
FACTS = [
    ("Sam's bike lock combo: 19-27-3", "19-27-3"),
    ("Mia's phone PIN 270519", "270519"),
    ("garage keypad - 5812", "5812"),
    ("Netflix pw: couchPotato#7", "couchPotato#7"),
    ("home alarm disarm 7730", "7730"),
    ("wifi (guest): Lemon$Tree44", "Lemon$Tree44"),
    ("Grandma's door code = 1122#", "1122"),
    ("bank app passcode 448812", "448812"),
    ("Office safe: 38-12-55", "38-12-55"),
    ("ATM PIN (Chase debit) 9183", "9183"),
    ("Josh's iPad passcode is 202019", "202019"),
    ("Locker 14 code 6620", "6620"),
    ("mailbox combo 3-1-4", "3-1-4"),
    ("Spotify login: jo@mail.com / Beat$Drop2", "Beat$Drop2"),
    ("VPN pw rotated -> Tundra!88x", "Tundra!88x"),
    ("car unlock code 51342 (keypad on door)", "51342"),
    ("Emma's SIM PIN: 4021", "4021"),
    ("storage unit gate code: 80712", "80712"),
    ("Xbox parental PIN 5050", "5050"),
]

FACT_LOOK_ALIKES = [
    "Sam's bike: Trek FX 3, size 19",
    "Mia's phone number 270-5190",
    "garage - 2 cars, door opener model 8500",
    "Netflix plan: Premium 4K",
    "home alarm installed 2015",
    "wifi (guest): 5 GHz only",
    "Grandma's door is number 1122",
    "bank app version 4.48.12",
    "Office safe: Sentry SFW123",
    "ATM (Chase) on 5th Ave, limit 500",
    "Josh's iPad is the 2019 model",
    "Locker 14 second row",
    "mailbox number 314",
    "Spotify login: jo@mail.com (Google sign-in)",
    "VPN server rotated -> vpn2.acme.io",
    "car mileage 51342 km",
    "Emma's SIM: Vodafone, plan 20GB",
    "apt 2291, floor 22",
    "storage unit #80712 at U-Haul",
    "Xbox gamertag Fifty50Gamer",
]

# E-mails, tickets and host messages.
MAILS = [
    (
        "Subject: Your new account\n\nHi Sam,\nyour temporary password is Xk9#mP2q. You will be asked to change it at first login.\n\nIT Service Desk",
        "Xk9#mP2q",
    ),
    (
        "From: landlord@flats.example\nRe: move-in\n\nKeys are in the lockbox by the door, code 4471. Wifi: FlatNet / pass: Mango!Tree88",
        "Mango!Tree88",
    ),
    (
        "Ticket #88213 - VPN access\nUser reports VPN fails. Reset done; new password given over phone: Harbor$Lane7. Closed.",
        "Harbor$Lane7",
    ),
    (
        "Hi team, the shared Canva login is design@acme.io, password Purple-Rain-2024. Please don't share outside.",
        "Purple-Rain-2024",
    ),
    ("Your Airbnb host wrote: 'Welcome! The door keypad code is 5820, checkout 11am.'", "5820"),
    (
        "Forwarded message:\n> the staging DB creds: user app_rw, pw Tq7!zLm0\n> rotate after the demo",
        "Tq7!zLm0",
    ),
    ("HR onboarding: Your laptop PIN is 482913 and your badge will be at reception.", "482913"),
    (
        "CRM note (call 14:02): customer confirmed identity, gave memorable word 'lighthouse'.",
        "lighthouse",
    ),
    ("Delivery note: leave parcel in the garage, side door code 7391#.", "7391"),
    (
        "Dear customer, your one time passcode for online banking is 604 112. It expires in 5 minutes.",
        "604 112",
    ),
    ("Re: router\nThe admin page is 192.168.1.1, login admin / Cobalt77!net", "Cobalt77!net"),
    (
        "Helpdesk: password for the shared mailbox support@ has been set to Welcome2Acme! until Friday.",
        "Welcome2Acme!",
    ),
]

MAILS_LOOK_ALIKES = [
    "Subject: Password policy update\n\nAll passwords must now be 14 characters and rotate every 90 days.",
    "From: landlord@flats.example\nRe: move-in\n\nYour flat is 4471, the lockbox is by the door; I'll text you the code.",
    "Ticket #88213 - VPN access\nUser reports VPN fails. Reset link sent. Closed.",
    "Hi team, the shared Canva account is design@acme.io; ask Priya for access.",
    "Your Airbnb reservation HMQ4R2 is confirmed for 12-14 May, checkout 11am.",
    "Forwarded message:\n> the staging DB is at db-stg-02:5432\n> rotate the creds after the demo",
    "HR onboarding: your employee number is 482913 and your badge will be at reception.",
    "CRM note (call 14:02): customer asked about the 30-day return window.",
    "Delivery note: parcel 7391-2281-0093 left at the side door.",
    "Dear customer, your statement for account ending 6041 is ready.",
    "Re: router\nThe admin page is 192.168.1.1, model RT-AX58U, firmware 3.0.0.4",
    "Helpdesk: the shared mailbox support@ was migrated on Friday; ticket 55120.",
]

# Shell sessions, CI logs and commands.
COMMANDS = [
    ("$ export DB_PASSWORD='Tq7!zLm0x'\n$ ./migrate.sh", "Tq7!zLm0x"),
    ("docker run -e POSTGRES_PASSWORD=Kx82mPq1z -p 5432:5432 postgres:16", "Kx82mPq1z"),
    (
        "kubectl create secret generic api --from-literal=token=ghp_8fK2mQ9xL1vB7nR4tY6uW3eZ5aC0dS2hJ4kP",
        "ghp_8fK2mQ9xL1vB7nR4tY6uW3eZ5aC0dS2hJ4kP",
    ),
    ("ansible-vault password for prod: Cedar-Stone-42", "Cedar-Stone-42"),
    ("mysql -h db01 -u admin -p'Rb7#qLz2' reports", "Rb7#qLz2"),
    ("redis-cli -a S3cretRedis99 ping", "S3cretRedis99"),
    ("terraform apply -var 'db_password=Mz8pQ2xL7'", "Mz8pQ2xL7"),
    ("CI log: Logging in to registry with user ci-bot and password Vt9!kd2LpX", "Vt9!kd2LpX"),
    ("psql postgresql://app:Wq3mZp9x@db.internal:5432/prod", "Wq3mZp9x"),
    (
        "git clone https://oauth2:glpat-9xKq2LmP4vR7tZ1wB6yN@gitlab.com/acme/app.git",
        "glpat-9xKq2LmP4vR7tZ1wB6yN",
    ),
    ("ssh admin@10.0.0.5  # pw: Falcon#Ridge61", "Falcon#Ridge61"),
    ("htpasswd -b .htpasswd admin Lm4#pQz8", "Lm4#pQz8"),
]

COMMANDS_LOOK_ALIKES = [
    "$ export DB_PASSWORD=$(vault kv get -field=password secret/db)\n$ ./migrate.sh",
    "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/pg -p 5432:5432 postgres:16",
    "kubectl create secret generic api --from-file=token=./token.txt",
    "ansible-vault encrypt group_vars/prod/vault.yml",
    "mysql -h db01 -u admin -p reports",
    "redis-cli -h cache01 -p 6379 ping",
    "terraform apply -var 'db_password=${var.db_password}'",
    "CI log: Logging in to registry with user ci-bot and password from secret CI_REGISTRY_PASSWORD",
    "psql postgresql://app@db.internal:5432/prod",
    "git clone https://gitlab.com/acme/app.git",
    "ssh -i ~/.ssh/id_ed25519 admin@10.0.0.5",
    "htpasswd -B .htpasswd admin",
]

NEG = [
    "'Kettle Orbit' is what gets me into the mood for sci-fi",
    "593017 is your order number; track it in the app",
    "ABC123 is your confirmation code for the Lisbon hotel",
    "448210 is your booking reference",
    "what she types to get in is usually her email address",
    "Bitwarden master password policy: at least 14 characters",
    "my phone PIN, please remember to change it next week",
    "secret word game tonight at 8, bring snacks",
    "AKIAIOSFODNN7EXAMPLE is the documented example key id; nothing else here",
    "ran git log: AKIA-style ids redacted, commit 3f2a9c1d4e5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f",
    "sign in to the console as admin with SSO, then open Billing",
    "we're on Vodafone-8C21, join with the QR code on the fridge",
    "disarm with the fob, not the keypad",
    "the garage door opens with 2 remotes and a keypad",
    "set the room safe to lock before you leave",
    "punch in 2024 as the year on the form",
    "door 4B, floor 12; parking spot 208#? no, 208",
    "voicemail from the dentist: call back on 0161 555 0143",
    "Call voicemail, press 1 for new messages",
    "who has the login for the staging Kibana?\nnobody, ask in #ops tomorrow",
    "the new one is Pixel 9, the old one was a Pixel 6",
    "The password changed last week; the new one is on the sticky note",
    "account: lee.ortiz@example.com and lee.work@example.com",
    "aws secretsmanager describe-secret --secret-id arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/api-Ab12Cd",
    "$ psql -h db -U app\nPassword for user app: \nSET\npsql (16.2)",
    "我的信用卡号尾号是1486，别弄丢。",
    "钱包助记词我写在纸上放保险箱了",
    "Der Code für die Haustür wurde 2023 geändert",
    "Combination therapy 2-3-4 weeks per cycle",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), POS + CHATS + NOTES + CALLS + FACTS + MAILS + COMMANDS)
def test_a_secret_given_in_conversation_is_found(
    guard: PrivacyGuard, text: str, secret: str
) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize(
    "text",
    NEG
    + CHAT_LOOK_ALIKES
    + NOTE_LOOK_ALIKES
    + CALL_LOOK_ALIKES
    + FACT_LOOK_ALIKES
    + MAILS_LOOK_ALIKES
    + COMMANDS_LOOK_ALIKES,
)
def test_a_look_alike_in_conversation_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []


def test_a_near_copy_counts_only_after_words_that_correct_it(guard: PrivacyGuard) -> None:
    """Four digits one off a PIN are a correction after "actually", a year otherwise."""
    said = "the alarm code is 2741"
    assert [s for s in guard.scan(f"{said}; actually it's 2714") if s.start > len(said)]
    assert not [s for s in guard.scan(f"{said}; we moved here in 2742") if s.start > len(said)]
    pin = "PIN is 4821"
    assert not [s for s in guard.scan(f"{pin} and the branch number 4812") if s.start > len(pin)]
