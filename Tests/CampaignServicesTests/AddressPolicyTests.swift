import CampaignServices
import Testing

/// Which resolved addresses the remote image fetch may reach.
@Suite struct AddressPolicyTests {
    /// Parses a dotted IPv4 address or a full, uncompressed colon-separated IPv6 one.
    static func bytes(_ text: String) -> [UInt8] {
        if text.contains(".") { return text.split(separator: ".").map { UInt8($0)! } }
        return text.split(separator: ":").flatMap { group -> [UInt8] in
            let value = UInt16(group, radix: 16)!
            return [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
    }

    @Test(arguments: [
        "0.0.0.0", "10.0.0.1", "100.64.0.1", "127.0.0.1", "127.255.0.9", "169.254.169.254", "172.16.0.1", "172.31.255.255",
        "192.168.0.1", "224.0.0.1", "255.255.255.255", "0:0:0:0:0:0:0:0", "0:0:0:0:0:0:0:1", "fc00:0:0:0:0:0:0:1",
        "fd12:3456:0:0:0:0:0:1", "fe80:0:0:0:0:0:0:1", "ff02:0:0:0:0:0:0:1", "0:0:0:0:0:ffff:7f00:1", "0:0:0:0:0:ffff:a9fe:a9fe",
        "64:ff9b:0:0:0:0:a00:1",
    ])
    func privateLoopbackAndLinkLocalAreRefused(_ address: String) {
        #expect(!AddressPolicy.publicOnly.isAllowed(Self.bytes(address)))
    }

    @Test(arguments: ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:0:0:0:0:0:1111", "0:0:0:0:0:ffff:5db8:d822"])
    func publicAddressesPass(_ address: String) {
        #expect(AddressPolicy.publicOnly.isAllowed(Self.bytes(address)))
    }

    @Test func theTestFlagAddsLoopbackOnly() {
        let policy = AddressPolicy(allowsAny: false, allowsLoopback: true)
        #expect(policy.isAllowed(Self.bytes("127.0.0.1")))
        #expect(policy.isAllowed(Self.bytes("0:0:0:0:0:0:0:1")))
        #expect(!policy.isAllowed(Self.bytes("10.0.0.1")))
        #expect(!policy.isAllowed(Self.bytes("169.254.169.254")))
    }
}
