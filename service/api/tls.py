"""TLS for the gRPC port: the certificate and key read and checked before the server binds,
re-read when the files change, and what a client on this machine trusts to reach it.

Why check here: gRPC says only "Failed to bind to address" for an unreadable, malformed or
mismatched certificate. Why re-read: certificates are renewed every few months by a tool
(certbot, cert-manager) that replaces the files; a restart for each renewal would drop every
call in flight. gRPC asks for the configuration at each new connection's handshake, so a
renewal takes effect for new connections within one `stat` of the files.
"""

from __future__ import annotations

import ipaddress
import os
import threading
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import grpc
import structlog
from cryptography import x509
from cryptography.hazmat.primitives import serialization
from cryptography.x509.oid import NameOID

from service.client.tls import TLSConfig
from service.errors import FailedPrecondition
from service.settings import TlsSettings

log = structlog.get_logger(__name__)

SOON = timedelta(days=7)  # a certificate expiring this soon is logged at start


@dataclass(frozen=True, slots=True)
class ServerTls:
    """The checked PEM material; `names` are the DNS names and IP addresses it serves."""

    cert_chain: bytes
    private_key: bytes
    client_ca: bytes | None
    names: tuple[str, ...]
    not_after: datetime

    def configuration(self) -> grpc.ServerCertificateConfiguration:
        return grpc.ssl_server_certificate_configuration(
            [(self.private_key, self.cert_chain)], root_certificates=self.client_ca
        )


def load_server_tls(tls: TlsSettings, now: datetime | None = None) -> ServerTls | None:
    """None when TLS is off; FailedPrecondition naming the setting and the file when a file
    cannot be read, is not what it should be, the key is not the certificate's, or the
    certificate has expired (clients would fail every handshake with a vaguer error)."""
    if tls.cert_file is None or tls.key_file is None:
        return None
    chain = _read(tls.cert_file, "tls.cert_file")
    key_pem = _read(tls.key_file, "tls.key_file")
    try:
        leaf = x509.load_pem_x509_certificates(chain)[0]
    except ValueError:
        raise FailedPrecondition(
            f"tls.cert_file {tls.cert_file} holds no PEM certificate", field="tls.cert_file"
        ) from None
    try:
        key = serialization.load_pem_private_key(key_pem, password=None)
    except (ValueError, TypeError) as exc:
        raise FailedPrecondition(
            f"tls.key_file {tls.key_file} is not an unencrypted PEM private key ({exc})",
            field="tls.key_file",
        ) from None
    if _spki(key.public_key()) != _spki(leaf.public_key()):
        raise FailedPrecondition(
            f"tls.key_file {tls.key_file} is not the key of the certificate in "
            f"tls.cert_file {tls.cert_file} (the first certificate there must be the server's)",
            field="tls.key_file",
        )
    now = now or datetime.now(UTC)
    if leaf.not_valid_after_utc <= now:
        raise FailedPrecondition(
            f"the certificate in tls.cert_file {tls.cert_file} expired on "
            f"{leaf.not_valid_after_utc:%Y-%m-%d %H:%M} UTC: renew it",
            field="tls.cert_file",
        )
    client_ca = None
    if tls.client_ca_file is not None:
        client_ca = _read(tls.client_ca_file, "tls.client_ca_file")
        try:
            x509.load_pem_x509_certificates(client_ca)
        except ValueError:
            raise FailedPrecondition(
                f"tls.client_ca_file {tls.client_ca_file} holds no PEM certificate",
                field="tls.client_ca_file",
            ) from None
    return ServerTls(chain, key_pem, client_ca, _names(leaf), leaf.not_valid_after_utc)


class ReloadingCredentials:
    """gRPC's certificate fetcher: a new configuration when the files changed and still
    load, else None (keep serving the last good one). A renewal tool writes the certificate
    and the key one after the other: a handshake between the two sees a mismatch, logs it
    and keeps the old pair, and the next change of the files loads the new one."""

    def __init__(self, tls: TlsSettings, first: ServerTls) -> None:
        self._tls = tls
        self._lock = threading.Lock()
        self._seen = self._versions()
        self.current = first

    def credentials(self) -> grpc.ServerCredentials:
        return grpc.dynamic_ssl_server_credentials(
            self.current.configuration(),
            self,  # type: ignore[arg-type]  # gRPC's docs: None keeps the current one
            require_client_authentication=self.current.client_ca is not None,
        )

    def __call__(self) -> grpc.ServerCertificateConfiguration | None:
        with self._lock:
            versions = self._versions()
            if versions == self._seen:
                return None
            self._seen = versions
            try:
                material = load_server_tls(self._tls)
            except FailedPrecondition as exc:
                log.error("tls.reload_failed", error=exc.message, kept="the previous certificate")
                return None
            if material is None:
                return None
            self.current = material
        log.info("tls.reloaded", names=list(material.names), not_after=str(material.not_after))
        return material.configuration()

    def _versions(self) -> tuple[tuple[int, int, int] | None, ...]:
        files = (self._tls.cert_file, self._tls.key_file, self._tls.client_ca_file)
        return tuple(_version(f) for f in files)


def warn_if_expiring(material: ServerTls, now: datetime | None = None) -> None:
    left = material.not_after - (now or datetime.now(UTC))
    if left < SOON:
        log.warning("tls.expires_soon", not_after=str(material.not_after), days=left.days)


def local_client_tls(tls: TlsSettings, host: str) -> TLSConfig | None:
    """How a client on this machine reaches this server (the CLI's default, and the MCP
    listener inside `memcue serve`): trusting the server's own certificate file (a
    self-signed certificate, or a chain whose first certificate is the server's: gRPC
    accepts it as the anchor), and checking one of the certificate's names when `host` is
    not among them (a certificate for memcue.example.org reached as 127.0.0.1). None when
    TLS is off or the file cannot be read (the server's own start says why)."""
    if tls.cert_file is None:
        return None
    try:
        chain = tls.cert_file.read_bytes()
        names = _names(x509.load_pem_x509_certificates(chain)[0])
    except (OSError, ValueError):
        return None
    domain = None if not names or host.strip("[]") in names else names[0]
    return TLSConfig(server_root_ca_cert=chain, domain=domain)


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _names(cert: x509.Certificate) -> tuple[str, ...]:
    try:
        san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
        names = [*san.get_values_for_type(x509.DNSName)]
        names += [str(ip) for ip in san.get_values_for_type(x509.IPAddress)]
    except x509.ExtensionNotFound:
        names = []
    if not names:  # an old-style certificate: its common name
        names = [str(a.value) for a in cert.subject.get_attributes_for_oid(NameOID.COMMON_NAME)]
    return tuple(names)


def _spki(public_key: object) -> bytes:
    return public_key.public_bytes(  # type: ignore[attr-defined,no-any-return]
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )


def _read(path: Path, setting: str) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise FailedPrecondition(
            f"{setting} {path}: cannot read it ({exc.strerror})", field=setting
        ) from None


def _version(path: Path | None) -> tuple[int, int, int] | None:
    if path is None:
        return None
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)
