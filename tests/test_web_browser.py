"""The memory web page in a real headless Chromium (Debian's, through its chromedriver).

`make install` and `.ci/run` install both with apt (`scripts/install_browser.sh`); nothing is
downloaded at test time. The test logs in with a key, searches, pins, deletes, forgets with
the confirmation, checks that a memory holding a script renders as inert text, that the page
refuses a request without a key and a POST without the CSRF token, and saves the screenshot
the README shows (`docs/web.png`).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support import expected_conditions as ec
from selenium.webdriver.support.ui import WebDriverWait

from service.api.server import MemcueServer
from tests.conftest import connect, operator_key

HTTP_ON = {"http": {"enabled": True, "port": 0}, "sweep_interval_s": 3600.0}
XSS = "<script>alert(1)</script> Alice wrote this note herself"
SCREENSHOT = Path(__file__).resolve().parent.parent / "docs" / "web.png"


def _browser() -> tuple[str, str]:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not chromium or not driver:
        pytest.fail(
            "Debian's chromium and chromedriver are needed: `make install` (or "
            "`bash scripts/install_browser.sh`) installs them"
        )
    return chromium, driver


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[WebDriver]:
    chromium, driver_path = _browser()
    options = Options()
    options.binary_location = chromium
    for arg in (
        "--headless=new",
        "--no-sandbox",  # tests run as root in CI
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1280,1000",
        "--force-device-scale-factor=1",
        f"--user-data-dir={tmp_path / 'chromium'}",
    ):
        options.add_argument(arg)
    # A given driver path means Selenium Manager never runs (no download, no network).
    service = Service(executable_path=driver_path, log_output=os.devnull)
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()


def _no_alert(driver: WebDriver) -> None:
    with pytest.raises(NoAlertPresentException):
        driver.switch_to.alert.text  # noqa: B018


def _flash(driver: WebDriver) -> str:
    return " ".join(e.text for e in driver.find_elements(By.CSS_SELECTOR, ".flash"))


def _row(driver: WebDriver, text: str) -> str:
    """The id of the row (in the memories table) whose text contains `text`."""
    for row in driver.find_elements(By.CSS_SELECTOR, "#memories tr.memory"):
        if text in row.find_element(By.CSS_SELECTOR, ".text").text:
            return str(row.get_attribute("id"))
    raise AssertionError(f"no row with {text!r}")


def test_the_web_page_in_chromium(server_factory, browser: WebDriver, tmp_path: Path):
    server: MemcueServer = server_factory(**HTTP_ON)
    with connect(server) as op:
        op.remember(
            "alice", "Alice likes jasmine green tea", kind="preference", source_refs=["D1:3"]
        )
        op.remember("alice", "Alice likes jasmine green tea", source_refs=["D2:7"])  # merged
        op.remember("alice", "Alice is allergic to peanuts", kind="fact", importance=0.9)
        op.remember("alice", "Alice moved to Lisbon in 2023", kind="fact", source_refs=["D4:2"])
        op.remember("alice", "Alice wants to book the Porto trip by Friday", kind="commitment")
        op.remember("alice", XSS, kind="note")
        op.remember("bob", "Bob collects vinyl records")
        op.record_event("alice", "proposal_made", text="Walk before the call", mode="health")
        pid = op.record_event("alice", "proposal_made", text="Book the Porto train", mode="trip")
        op.record_event("alice", "action_taken", proposal_id=pid.proposal_id)
    wait = WebDriverWait(browser, 30)

    # No key: the page is the login form, and nothing of the memories shows.
    browser.get(server.web_url + "?peer=alice")
    wait.until(ec.presence_of_element_located((By.ID, "key")))
    assert "jasmine" not in browser.page_source

    # Log in with the operator key.
    browser.find_element(By.ID, "key").send_keys(operator_key(server))
    browser.find_element(By.ID, "login").click()
    wait.until(ec.presence_of_element_located((By.ID, "peer-list")))
    assert {e.text for e in browser.find_elements(By.CSS_SELECTOR, ".peer-link")} == {
        "alice",
        "bob",
    }
    browser.find_element(By.LINK_TEXT, "alice").click()
    wait.until(ec.presence_of_element_located((By.ID, "memories")))

    # The script in a memory is text: visible as written, never run.
    _no_alert(browser)
    assert XSS in browser.find_element(By.ID, "memories").text
    assert browser.execute_script("return document.querySelectorAll('td script').length") == 0
    assert "Walk before the call" in browser.find_element(By.ID, "decisions").text
    assert "confirmed" in browser.find_element(By.ID, "decisions").text
    assert "Lisbon" in browser.find_element(By.ID, "brief").text
    assert "Bob collects" not in browser.page_source

    # Search goes through Recall.
    browser.find_element(By.ID, "q").send_keys("what can she not eat?")
    browser.find_element(By.ID, "search-button").click()
    wait.until(ec.presence_of_element_located((By.ID, "hits")))
    hits = browser.find_elements(By.CSS_SELECTOR, "#hits tr.memory .text")
    assert hits and hits[0].text == "Alice is allergic to peanuts"

    # Pin the tea preference.
    tea = _row(browser, "jasmine")
    browser.find_element(By.CSS_SELECTOR, f"#memories #{tea} button.pin").click()
    wait.until(lambda d: "pinned" in _flash(d))
    assert "Unpin" in browser.find_element(By.CSS_SELECTOR, f"#{tea} button.pin").text
    assert "pinned" in browser.find_element(By.CSS_SELECTOR, f"#{tea}").text

    # The picture the README shows: searched, one pinned, the merged entry's two refs.
    browser.find_element(By.ID, "q").send_keys("jasmine tea")
    browser.find_element(By.ID, "search-button").click()
    wait.until(ec.presence_of_element_located((By.ID, "hits")))
    _save_screenshot(browser, tmp_path)

    # A POST without the CSRF token is refused, and changes nothing.
    peanuts = _row(browser, "peanuts")
    browser.execute_script(
        "document.querySelector(arguments[0] + ' form[action=\"/pin\"] input[name=csrf]')"
        ".remove();",
        f"#memories #{peanuts}",
    )
    browser.find_element(By.CSS_SELECTOR, f"#memories #{peanuts} button.pin").click()
    wait.until(ec.presence_of_element_located((By.ID, "error")))
    assert "CSRF" in browser.find_element(By.ID, "error").text
    with connect(server) as op:
        assert not next(m for m in op.list("alice").memories if "peanuts" in m.content).pinned

    # Delete the Lisbon memory.
    browser.get(server.web_url + "?peer=alice")
    lisbon = _row(browser, "Lisbon")
    browser.find_element(By.CSS_SELECTOR, f"#memories #{lisbon} button.delete").click()
    wait.until(lambda d: "deleted" in _flash(d))
    assert "Lisbon" not in browser.find_element(By.ID, "memories").text

    # Forget alice: the button stays off until the peer id is typed.
    browser.find_element(By.ID, "forget-link").click()
    button = wait.until(ec.presence_of_element_located((By.ID, "forget-button")))
    assert not button.is_enabled()
    browser.find_element(By.ID, "confirm").send_keys("alic")
    assert not button.is_enabled()
    browser.find_element(By.ID, "confirm").send_keys("e")
    assert button.is_enabled()
    button.click()
    wait.until(lambda d: "forgot peer alice" in _flash(d))
    assert "4 memories erased" in _flash(browser)
    assert {e.text for e in browser.find_elements(By.CSS_SELECTOR, ".peer-link")} == {"bob"}
    with connect(server) as op:
        assert op.list("alice").memories == ()

    # Without the session cookie the page is refused again.
    browser.delete_all_cookies()
    browser.get(server.web_url + "?peer=bob")
    wait.until(ec.presence_of_element_located((By.ID, "key")))
    assert "vinyl" not in browser.page_source
    _no_alert(browser)


def _save_screenshot(driver: WebDriver, tmp_path: Path) -> None:
    """The viewport as PNG; into docs/web.png (the README's picture) only when asked with
    MEMCUE_UPDATE_SCREENSHOT=1, so that a test run leaves the work tree as it was."""
    target = (
        SCREENSHOT if os.environ.get("MEMCUE_UPDATE_SCREENSHOT") == "1" else tmp_path / "web.png"
    )
    target.parent.mkdir(exist_ok=True)
    assert driver.save_screenshot(str(target))
    assert target.stat().st_size > 10_000
