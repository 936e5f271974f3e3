import Foundation

/// A dynamic property that reads the environment of the view it is in (``Environment``,
/// ``EnvironmentObject``): it keeps it in a box the copies of the view share.
protocol EnvironmentReader {
    /// Gives the property the environment of its view.
    func install(_ environment: EnvironmentValues)
}

/// The environment a dynamic property reads, shared by the copies of the view it is in.
final class EnvironmentBox {
    var environment: EnvironmentValues?
}
