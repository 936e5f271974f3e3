import Foundation

/// Content that makes the tick marks of a slider (iOS 26): a ``SliderTick``, several in a
/// ``SliderTickBuilder``, or a ``SliderTickContentForEach``.
public protocol SliderTickContent<Value> {
    /// The type of the slider's value.
    associatedtype Value: BinaryFloatingPoint
    /// The collection of ticks the content makes.
    associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
    /// The ticks, in the order written.
    var body: Body { get }
}

/// A tick mark on a slider's track at a value, with an optional label.
///
/// ```swift
/// Slider(value: $speed, in: 0...2) {
///     Text("Speed")
/// } ticks: {
///     SliderTick(0.5)
///     SliderTick("Normal", 1)
///     SliderTick(1.5)
/// }
/// ```
///
/// The slider records its ticks as fractions of its range (``LayoutResult/ControlDrawing/ticks``)
/// and the renderers draw each as a dot on the track; a tick outside the range, or whose value
/// is not finite, is left out. Labels are recorded with the tick, not drawn (see
/// `docs/differences.md`).
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent, Identifiable, Comparable {
    /// The type of the slider's value.
    public typealias Value = V
    /// The ticks this content makes: the tick itself.
    public typealias Body = [SliderTick<V>]

    /// The identity of a tick: its value.
    public struct ID: Hashable {
        let value: V
    }

    /// The value the tick marks.
    let value: V
    /// The tick's label, if it has one.
    let label: AnyView?

    /// Creates a tick at a value, without a label.
    public init(_ value: V) {
        self.value = value
        self.label = nil
    }

    /// Creates a tick at a value with a label.
    public init(_ value: V, @ViewBuilder label: () -> some View) {
        self.value = value
        self.label = AnyView(label())
    }

    /// Creates a tick at a value with a label made from a localized string key.
    public init(_ titleKey: LocalizedStringKey, _ value: V) {
        self.value = value
        self.label = AnyView(Text(titleKey))
    }

    /// Creates a tick at a value with a label made from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, _ value: V) {
        self.value = value
        self.label = AnyView(Text(title))
    }

    /// The tick's identity: its value.
    public var id: ID { ID(value: value) }

    /// Orders ticks by value.
    public static func < (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value < rhs.value }

    /// Two ticks are equal when they mark the same value.
    public static func == (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value == rhs.value }

    /// The tick itself.
    public var body: [SliderTick<V>] { [self] }
}

/// Builds slider tick content from a closure's statements: ticks, `for`-less `ForEach`es,
/// `if` and `if`-`else`.
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
    /// No ticks.
    public static func buildBlock() -> some SliderTickContent<V> {
        TupleSliderTickContent<V, ()>(())
    }

    /// One tick content, passed through.
    public static func buildBlock(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> {
        content
    }

    /// One tick content expression, passed through.
    public static func buildExpression(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> {
        content
    }

    /// An `if` without `else`: the content when the condition held, no ticks otherwise.
    public static func buildIf(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> {
        content
    }

    /// The first branch of an `if`-`else`.
    public static func buildEither<T: SliderTickContent, F: SliderTickContent>(
        first: T
    ) -> _ConditionalContent<T, F> where V == T.Value, T.Body == F.Body {
        .trueContent(first)
    }

    /// The second branch of an `if`-`else`.
    public static func buildEither<T: SliderTickContent, F: SliderTickContent>(
        second: F
    ) -> _ConditionalContent<T, F> where V == T.Value, T.Body == F.Body {
        .falseContent(second)
    }
}

extension SliderTickBuilder {
    /// Combines 2 tick contents into one, their ticks in order.
    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent>(_ c0: C0, _ c1: C1) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value {
        TupleSliderTickContent<V, (C0, C1)>((c0, c1))
    }

    /// Combines 3 tick contents into one, their ticks in order.
    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value {
        TupleSliderTickContent<V, (C0, C1, C2)>((c0, c1, c2))
    }

    /// Combines 4 tick contents into one, their ticks in order.
    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3)>((c0, c1, c2, c3))
    }

    /// Combines 5 tick contents into one, their ticks in order.
    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4))
    }

    /// Combines 6 tick contents into one, their ticks in order.
    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent, C5: SliderTickContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value, C4.Value == C5.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5))
    }

    /// Combines 7 tick contents into one, their ticks in order.
    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6))
    }

    /// Combines 8 tick contents into one, their ticks in order.
    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent, C7: SliderTickContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7))
    }

    /// Combines 9 tick contents into one, their ticks in order.
    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent, C7: SliderTickContent, C8: SliderTickContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value, C7.Value == C8.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    /// Combines 10 tick contents into one, their ticks in order.
    public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent, C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent, C7: SliderTickContent, C8: SliderTickContent, C9: SliderTickContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value, C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value, C7.Value == C8.Value, C8.Value == C9.Value {
        TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}

/// Several tick contents combined by a ``SliderTickBuilder``: their ticks in order.
@frozen
public struct TupleSliderTickContent<V: BinaryFloatingPoint, T>: SliderTickContent {
    /// The type of the slider's value.
    public typealias Value = V
    /// The collection of ticks the content makes.
    public typealias TicksCollection = [SliderTick<V>]
    /// The contents, as a tuple.
    public var value: T

    @usableFromInline
    init(_ value: T) { self.value = value }

    /// The ticks of each content of the tuple, in order.
    public var body: [SliderTick<V>] {
        Mirror(reflecting: value).children.flatMap { child -> [SliderTick<V>] in
            guard let content = child.value as? any SliderTickContent else { return [] }
            return sliderTicks(of: content, as: V.self)
        }
    }
}

/// The ticks of a content whose type is only known at run time, if its value type is `V`.
func sliderTicks<C: SliderTickContent, V: BinaryFloatingPoint>(of content: C, as _: V.Type) -> [SliderTick<V>] {
    (Array(content.body) as [Any]).compactMap { $0 as? SliderTick<V> }
}

/// Ticks made from each element of a collection.
///
/// ```swift
/// Slider(value: $level, in: 0...10) {
///     Text("Level")
/// } ticks: {
///     SliderTickContentForEach(stride(from: 0.0, through: 10, by: 2.5).map { $0 }, id: \.self) { value in
///         SliderTick(value)
///     }
/// }
/// ```
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>: SliderTickContent {
    /// The type of the slider's value.
    public typealias Value = Content.Value
    /// The collection of ticks the content makes.
    public typealias Body = [SliderTick<Content.Value>]

    let data: Data
    let content: (Data.Element) -> Content

    /// Creates ticks from each element of a collection of values, identified by a key path.
    public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Data.Element, Data.Element == Content.Value {
        self.data = data
        self.content = content
    }

    /// Creates ticks from each element of a collection of identifiable values.
    public init<V>(
        _ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content
    ) where ID == V.ID, V: Identifiable, V == Data.Element, Data.Element == Content.Value {
        self.data = data
        self.content = content
    }

    /// Creates ticks from each integer of a range.
    ///
    /// SwiftUI leaves `ID` unconstrained here; Trellis makes it `Int`, the range's element, so
    /// the compiler can infer it.
    public init<V>(
        _ data: Range<Int>, @SliderTickBuilder<V> content: @escaping (Range<Int>.Element) -> Content
    ) where Data == Range<Int>, ID == Int, V == Content.Value {
        self.data = data
        self.content = content
    }

    /// The ticks of each element's content, in the collection's order.
    public var body: [SliderTick<Content.Value>] {
        data.flatMap { Array(content($0).body) }
    }
}

extension _ConditionalContent: SliderTickContent
where TrueContent: SliderTickContent, FalseContent: SliderTickContent, TrueContent.Body == FalseContent.Body {
    /// The type of the slider's value.
    public typealias Value = TrueContent.Value

    /// The ticks of the branch taken.
    public var body: TrueContent.Body {
        switch self {
        case let .trueContent(content): content.body
        case let .falseContent(content): content.body
        }
    }
}

extension Optional: SliderTickContent where Wrapped: SliderTickContent {
    /// The type of the slider's value.
    public typealias Value = Wrapped.Value
    /// The collection of ticks the content makes.
    public typealias TicksCollection = [SliderTick<Wrapped.Value>]

    /// The wrapped content's ticks, or none.
    public var body: [SliderTick<Wrapped.Value>] {
        map { Array($0.body) } ?? []
    }
}
