import Foundation
import Trellis

extension JSONRenderer {
    /// The JSON text for layouts sampled over time: `{"duration", "samples": [{"time",
    /// "layout"}]}`, each `layout` as `render(_:)` writes one layout, in the order
    /// given.
    ///
    /// ```swift
    /// let json = JSONRenderer().render(animation.results(framesPerSecond: 30), duration: animation.duration)
    /// ```
    ///
    /// - Parameters:
    ///   - samples: The layouts, each with its time in seconds from the start.
    ///   - duration: The length of the change, in seconds.
    public func render(_ samples: [(time: Double, result: LayoutResult)], duration: Double) -> String {
        let value = JSONValue.object([
            ("duration", .value(CGFloat(duration))),
            ("samples", .array(samples.map { .object([("time", .value(CGFloat($0.time))), ("layout", Self.value(of: $0.result))]) })),
        ])
        return prettyPrinted ? value.pretty() + "\n" : value.serialized()
    }
}
