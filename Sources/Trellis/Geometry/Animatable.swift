import Foundation

/// A type that describes how to animate a property of a view.
///
/// ``Layout`` refines this protocol; a layout with no animatable properties needs no code,
/// since `animatableData` defaults to ``EmptyAnimatableData``.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Empty data: a type with nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself, when the type is its own vector.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A modifier that can create another modifier with animation (deprecated in SwiftUI: a
/// ``ViewModifier`` that conforms to ``Animatable`` directly does the same).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
