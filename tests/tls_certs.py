"""Throwaway certificate authorities and certificates for the TLS tests (EC P-256: a
whole set takes milliseconds)."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID


@dataclass(frozen=True, slots=True)
class Issued:
    cert: Path
    key: Path


class Authority:
    """A CA that writes what it issues under `folder`."""

    def __init__(self, folder: Path, name: str) -> None:
        self.folder = folder
        self.name = name
        folder.mkdir(parents=True, exist_ok=True)
        self._key = ec.generate_private_key(ec.SECP256R1())
        subject = _name(name)
        self._subject = subject
        cert = _builder(subject, subject, self._key.public_key(), days=30, ca=True).sign(
            self._key, hashes.SHA256()
        )
        self.cert = folder / f"{name}.crt"
        self.cert.write_bytes(cert.public_bytes(serialization.Encoding.PEM))

    def issue(
        self,
        stem: str,
        *,
        dns: tuple[str, ...] = (),
        ips: tuple[str, ...] = (),
        days: int = 30,
        client: bool = False,
    ) -> Issued:
        key = ec.generate_private_key(ec.SECP256R1())
        builder = _builder(_name(stem), self._subject, key.public_key(), days=days, ca=False)
        names: list[x509.GeneralName] = [x509.DNSName(d) for d in dns]
        names += [x509.IPAddress(ipaddress.ip_address(ip)) for ip in ips]
        if names:
            builder = builder.add_extension(x509.SubjectAlternativeName(names), critical=False)
        if client:
            builder = builder.add_extension(
                x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.CLIENT_AUTH]), critical=False
            )
        cert = builder.sign(self._key, hashes.SHA256())
        issued = Issued(self.folder / f"{stem}.crt", self.folder / f"{stem}.key")
        issued.cert.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
        issued.key.write_bytes(
            key.private_bytes(
                serialization.Encoding.PEM,
                serialization.PrivateFormat.PKCS8,
                serialization.NoEncryption(),
            )
        )
        return issued


def _name(common_name: str) -> x509.Name:
    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])


def _builder(
    subject: x509.Name,
    issuer: x509.Name,
    public_key: ec.EllipticCurvePublicKey,
    *,
    days: int,
    ca: bool,
) -> x509.CertificateBuilder:
    now = datetime.now(UTC)
    start = now - timedelta(days=2)
    return (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(issuer)
        .public_key(public_key)
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(now + timedelta(days=days) if days > 0 else now - timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    )
