import Foundation

/// What an animation modifier on a view does to the animation of the changes inside it
/// (`animation(_:value:)`, `animation(_:)`, `transaction(_:)`). Kept among the node's rare
/// properties, innermost first; an animated change reads them outermost first.
struct AnimationScope: @unchecked Sendable {
    // Unchecked: the value and closures come from view code, which SwiftUI runs on the main
    // actor; an animated change reads them on the caller's thread, once per change.
    enum Rule {
        /// `animation(_:value:)`: `animation` when the value changed (`isEqual` compares the
        /// start's value with this one).
        case whenChanged(Animation?, value: Any, isEqual: (Any) -> Bool)
        /// `animation(_:)`: `animation` for every change.
        case always(Animation?)
        /// `transaction(_:)`: the transaction, changed by `transform`.
        case transaction((inout Transaction) -> Void)
        /// `transaction(value:_:)`: the transaction, changed by `transform` when the value
        /// changed (`isEqual` compares the start's value with this one).
        case transactionWhenChanged((inout Transaction) -> Void, value: Any, isEqual: (Any) -> Bool)
        /// `transaction(_:body:)`, on what its body made: the transaction, changed by
        /// `transform`.
        case bodyTransaction((inout Transaction) -> Void)
        /// `animation(_:body:)`, on what its body made: `animation` for every change.
        case body(Animation?)
        /// `animation(_:body:)`, on the view it modifies (its placeholder's): the transaction
        /// around the modifier, as if it were not there.
        case bodyContent
    }

    let rule: Rule

    /// The transaction of the changes inside, for a change made in `outer`; `start` is the
    /// same modifier on the view as it was before the change (`nil` for a view inserted).
    func apply(to outer: Transaction, start: AnimationScope?) -> Transaction {
        var transaction = outer
        switch rule {
        case let .whenChanged(animation, _, isEqual):
            guard !outer.disablesAnimations, case let .whenChanged(_, before, _)? = start?.rule, !isEqual(before) else { break }
            transaction.animation = animation
        case let .always(animation), let .body(animation):
            if !outer.disablesAnimations { transaction.animation = animation }
        case .bodyContent:
            // (Worked out by the caller, which knows the transaction around the modifier.)
            break
        case let .transaction(transform), let .bodyTransaction(transform):
            transform(&transaction)
        case let .transactionWhenChanged(transform, _, isEqual):
            guard case let .whenChanged(_, before, _)? = start?.rule.changeRule, !isEqual(before) else { break }
            transform(&transaction)
        }
        return transaction
    }
}

extension AnimationScope.Rule {
    /// A value-scoped rule as `whenChanged` (its value and comparison), to compare a start's
    /// value with; other rules as they are.
    var changeRule: AnimationScope.Rule {
        if case let .transactionWhenChanged(_, value, isEqual) = self { return .whenChanged(nil, value: value, isEqual: isEqual) }
        return self
    }
}
