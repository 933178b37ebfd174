import HummingbirdCore

/// The listener's side of connection admission: Hummingbird asks it before each accept. Under
/// `--max-connections` it accepts; at the cap it accepts while some connection is idle (the
/// newcomer's ``AdmissionHandler`` then closes the oldest idle one); only when every open connection has a request in flight does accepting pause (new
/// connections then wait in the listen queue until one closes or turns idle).
struct AdmissionDelegate: AvailableConnectionsDelegate {
    /// The listener's connections.
    let registry: ConnectionRegistry

    /// Counts an accepted connection.
    func connectionOpened() { registry.accepted() }

    /// Uncounts a closed connection.
    func connectionClosed() { registry.closed() }

    /// Whether to accept another connection.
    func isAcceptingNewConnections() -> Bool { registry.hasRoom() }
}
