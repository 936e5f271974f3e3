import Foundation

/// The context of the current state-processing update.
///
/// Use a transaction to pass an animation between views in a view hierarchy. The transaction
/// of a state change is the one current while the change is made: set by
/// ``withTransaction(_:_:)`` or ``withAnimation(_:_:)`` for the length of their body, and read
/// by the host that animates the change.
///
/// ```swift
/// var transaction = Transaction(animation: .easeInOut(duration: 0.2))
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isExpanded.toggle() }
/// ```
public struct Transaction: Sendable {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// A Boolean value that indicates whether views should disable animations.
    ///
    /// SwiftUI sets it during the first phase of a two-part transition update, so that
    /// `animation(_:)` modifiers do not add their animations to the transaction.
    public var disablesAnimations = false
    /// A Boolean value that indicates whether the transaction originated from an action that
    /// produces a sequence of values, such as dragging a slider.
    public var isContinuous = false
    /// Whether this transaction will track the velocity of any animatable properties that
    /// change (for interactive changes that end in an animation).
    public var tracksVelocity = false
    /// The completions to run when the animations it creates are done.
    var completions = AnimationCompletions()
    /// Whether `scrollContentOffsetAdjustmentBehavior` is `.disabled`.
    var disablesScrollContentOffsetAdjustment = false

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Adds a completion to run when the animations created with this transaction are all
    /// complete.
    ///
    /// The completion runs exactly once. A host that animates the changes made under the
    /// transaction runs it when they are done (as `criteria` says); if none claims it, it runs
    /// as soon as the body of ``withTransaction(_:_:)`` or ``withAnimation(_:_:)`` returns, as
    /// SwiftUI runs completions of changes that create no animation.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions.add(criteria, completion)
    }
}

extension Transaction {
    /// The transaction of the state changes being made now: set by ``withTransaction(_:_:)``
    /// and ``withAnimation(_:_:)`` while their body runs, `nil` outside them.
    @TaskLocal static var current: Transaction?
}

/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let isRemoval: Bool

    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoval: false)
    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(isRemoval: true)
}

/// The completions registered on a transaction, shared by its copies, so that whoever animates
/// the changes can claim them and the rest run once the body returns.
///
/// State changes, and so transactions, are made on the main thread; the lock only guards the
/// list against misuse.
final class AnimationCompletions: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(criteria: AnimationCompletionCriteria, run: () -> Void)] = []
    private var claimed = false

    func add(_ criteria: AnimationCompletionCriteria, _ completion: @escaping () -> Void) {
        lock.withLock { entries.append((criteria, completion)) }
    }

    /// Takes the completions over, for a host that will run them when its animation is done.
    func claim() -> [(criteria: AnimationCompletionCriteria, run: () -> Void)] {
        lock.withLock {
            claimed = true
            defer { entries = [] }
            return entries
        }
    }

    /// Runs the completions nobody claimed (once), as changes with no animation do.
    func runUnclaimed() {
        let pending: [() -> Void] = lock.withLock {
            guard !claimed else { return [] }
            defer { entries = [] }
            return entries.map(\.run)
        }
        for completion in pending { completion() }
    }
}

/// Executes a closure with the specified transaction and returns the result.
///
/// ```swift
/// withTransaction(Transaction(animation: .linear)) { offset = 40 }
/// ```
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    defer { transaction.completions.runUnclaimed() }
    return try Transaction.$current.withValue(transaction) { try body() }
}

/// Executes a closure with the specified transaction key path and value and returns the
/// result: the current transaction (or a new one) with `keyPath` set to `value`.
@discardableResult
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    // The outer transaction's completions are run by the outer call, not this one.
    transaction.completions = AnimationCompletions()
    return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation.
///
/// The animation becomes the current transaction's animation while `body` runs, so the state
/// changes `body` makes are animated with it by a host that animates them.
///
/// ```swift
/// withAnimation(.snappy) { isExpanded.toggle() }
/// ```
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    // The outer transaction's completions are run by the outer call, not this one.
    transaction.completions = AnimationCompletions()
    return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation, and runs
/// the completion when all animations are complete.
///
/// The completion runs exactly once: when the host animating the changes is done with them,
/// or at once after `body` if no host animates them.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    transaction.completions = AnimationCompletions()
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
