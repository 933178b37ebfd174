import Hummingbird

/// The dashboard's namespace (placeholder until the skeleton lands).
public enum Dashboard {}
