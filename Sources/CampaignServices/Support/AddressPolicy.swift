public import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which hosts a server-side download may reach, checked after DNS resolution.
///
/// `publicOnly` resolves the host and refuses it unless every address it resolves to is a public
/// one: not loopback (127/8, ::1), unspecified (0/8, ::), private (10/8, 172.16/12, 192.168/16,
/// fc00::/7), shared (100.64/10), link-local (169.254/16, fe80::/10), multicast or reserved, nor
/// one of these wrapped in an IPv4-mapped or NAT64 address. A host that does not resolve is
/// refused too. ``pin(_:)`` answers the address the request must then connect to (one of those
/// checked), so a DNS server that answers differently the second time (rebinding) changes nothing.
public struct AddressPolicy: Sendable {
    /// Whether any host is allowed (no resolution, no check).
    public var allowsAny: Bool
    /// Whether loopback addresses pass (for tests, whose servers listen on 127.0.0.1).
    public var allowsLoopback: Bool

    /// Any host: the command line's link check and health check, run by the operator.
    public static let any = AddressPolicy(allowsAny: true, allowsLoopback: true)
    /// Public addresses only: what the server fetches on an editor's behalf.
    public static let publicOnly = AddressPolicy(allowsAny: false, allowsLoopback: false)

    /// A policy; `allowsLoopback` is for tests only.
    public init(allowsAny: Bool, allowsLoopback: Bool) {
        self.allowsAny = allowsAny
        self.allowsLoopback = allowsLoopback
    }

    /// The DNS override (`host: address`) that makes a request to `url` connect to an address
    /// this policy checked: empty for `.any`; throws `HTTPFetch.Failure.forbiddenAddress` unless
    /// every address the host resolves to may be reached. The address is the first IPv4 one when
    /// there is one (hosts whose IPv6 address does not route are common), else the first.
    public func pin(_ url: URL) async throws -> [String: String] {
        guard !allowsAny else { return [:] }
        guard let named = url.host, !named.isEmpty else { throw HTTPFetch.Failure.forbiddenAddress("the URL has no host") }
        var host = named
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        let addresses = try await Self.resolve(host)
        guard let first = addresses.first else { throw HTTPFetch.Failure.forbiddenAddress("\(host) does not resolve") }
        for address in addresses where !isAllowed(address) {
            throw HTTPFetch.Failure.forbiddenAddress("\(host) resolves to a private, loopback or link-local address")
        }
        return [named: Self.text(addresses.first { $0.count == 4 } ?? first)]
    }

    /// An address (4 or 16 bytes) in its usual text form (`192.0.2.1`, `2001:db8::1`).
    static func text(_ address: [UInt8]) -> String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = address.count == 4 ? AF_INET : AF_INET6
        _ = address.withUnsafeBytes { inet_ntop(family, $0.baseAddress, &buffer, socklen_t(buffer.count)) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether one resolved address (4 or 16 bytes) passes this policy.
    public func isAllowed(_ address: [UInt8]) -> Bool {
        if allowsAny { return true }
        if allowsLoopback && Self.isLoopback(address) { return true }
        return Self.isPublic(address)
    }

    /// True for 127/8, ::1 and IPv4-mapped 127/8.
    static func isLoopback(_ address: [UInt8]) -> Bool {
        if address.count == 4 { return address[0] == 127 }
        if address.count == 16, let v4 = embeddedIPv4(address) { return v4[0] == 127 }
        return address == Array(repeating: 0, count: 15) + [1]
    }

    /// True for a public unicast address (4 bytes IPv4, 16 bytes IPv6).
    public static func isPublic(_ address: [UInt8]) -> Bool {
        if address.count == 4 { return isPublicIPv4(address) }
        guard address.count == 16 else { return false }
        if let v4 = embeddedIPv4(address) { return isPublicIPv4(v4) }
        if address[0] & 0xFE == 0xFC { return false }  // fc00::/7, unique local
        if address[0] == 0xFE && address[1] & 0xC0 == 0x80 { return false }  // fe80::/10, link-local
        if address[0] == 0xFE && address[1] & 0xC0 == 0xC0 { return false }  // fec0::/10, old site-local
        if address[0] == 0xFF { return false }  // multicast
        if address[0...1] == [0x20, 0x01] && address[2...3] == [0x0D, 0xB8] { return false }  // documentation
        if address.prefix(12).allSatisfy({ $0 == 0 }) { return false }  // ::, ::1 and IPv4-compatible
        return true
    }

    /// The IPv4 address inside an IPv4-mapped (::ffff:0:0/96) or NAT64 (64:ff9b::/96) address.
    private static func embeddedIPv4(_ address: [UInt8]) -> [UInt8]? {
        let mapped = Array(repeating: UInt8(0), count: 10) + [0xFF, 0xFF]
        let nat64: [UInt8] = [0x00, 0x64, 0xFF, 0x9B] + Array(repeating: 0, count: 8)
        let prefix = Array(address.prefix(12))
        return prefix == mapped || prefix == nat64 ? Array(address.suffix(4)) : nil
    }

    private static func isPublicIPv4(_ a: [UInt8]) -> Bool {
        switch (a[0], a[1]) {
        case (0, _), (10, _), (127, _): return false
        case (100, 64...127): return false  // shared address space
        case (169, 254): return false  // link-local
        case (172, 16...31), (192, 168): return false  // private
        case (192, 0) where a[2] == 0 || a[2] == 2: return false  // IETF, documentation
        case (198, 18...19): return false  // benchmarking
        case (198, 51) where a[2] == 100, (203, 0) where a[2] == 113: return false  // documentation
        case (224...255, _): return false  // multicast, reserved, broadcast
        default: return true
        }
    }

    /// The addresses `host` resolves to (empty when it does not), from `getaddrinfo` on a
    /// dispatch thread; a cancelled caller is answered at once with `CancellationError`.
    static func resolve(_ host: String) async throws -> [[UInt8]] {
        let waiter = Mutex<(continuation: CheckedContinuation<[[UInt8]], any Error>?, cancelled: Bool)>((nil, false))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelled = waiter.withLock { state in
                    state.continuation = continuation
                    return state.cancelled
                }
                if cancelled {
                    waiter.withLock { $0.continuation = nil }
                    continuation.resume(throwing: CancellationError())
                    return
                }
                DispatchQueue.global().async {
                    let addresses = lookUp(host)
                    waiter.withLock { state in
                        let continuation = state.continuation
                        state.continuation = nil
                        return continuation
                    }?
                    .resume(returning: addresses)
                }
            }
        } onCancel: {
            waiter.withLock { state in
                state.cancelled = true
                let continuation = state.continuation
                state.continuation = nil
                return continuation
            }?
            .resume(throwing: CancellationError())
        }
    }

    /// `getaddrinfo` for TCP, every family; blocking.
    private static func lookUp(_ host: String) -> [[UInt8]] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var addresses: [[UInt8]] = []
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let entry = next {
            if let socketAddress = entry.pointee.ai_addr {
                switch entry.pointee.ai_family {
                case AF_INET:
                    var address = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                    addresses.append(withUnsafeBytes(of: &address) { Array($0) })
                case AF_INET6:
                    var address = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                    addresses.append(withUnsafeBytes(of: &address) { Array($0) })
                default: break
                }
            }
            next = entry.pointee.ai_next
        }
        return addresses
    }
}
