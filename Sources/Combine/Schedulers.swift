// Foundation's schedulers and publishers as Combine spells them, declared here as well as in
// OpenCombine. OpenCombine declares some of them (`DispatchQueue` and `RunLoop` as schedulers,
// `NotificationCenter.publisher(for:object:)`, `Timer.TimerPublisher`) only
// `#if !canImport(Combine)`, and this module is named `Combine`: a build that recompiles
// OpenCombine once this module exists (new compiler flags, code coverage) drops them. The
// overloads below take the concrete scheduler, so they are chosen over OpenCombine's generic
// operators either way, and this module's declarations shadow OpenCombine's where both exist.
#if !canImport(Darwin)
import Foundation
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation

extension DispatchQueue {
    /// The scheduler time type used by the dispatch queue.
    public typealias SchedulerTimeType = OCombine.SchedulerTimeType
    /// Options that affect the operation of the dispatch queue scheduler.
    public typealias SchedulerOptions = OCombine.SchedulerOptions
}

extension RunLoop {
    /// The scheduler time type used by the run loop.
    public typealias SchedulerTimeType = OCombine.SchedulerTimeType
    /// Options that affect the operation of the run loop scheduler.
    public typealias SchedulerOptions = OCombine.SchedulerOptions
}

extension Foundation.Timer {
    /// A publisher that repeatedly emits the current date on a given interval.
    public typealias TimerPublisher = OCombine.TimerPublisher
}

extension NotificationCenter {
    /// A publisher that emits elements when broadcasting notifications.
    public typealias Publisher = OCombine.Publisher

    /// Returns a publisher that emits events when broadcasting notifications.
    ///
    /// - Parameters:
    ///   - name: The name of the notification to publish.
    ///   - object: The object posting the named notification. If `nil`, the publisher emits
    ///     elements for any object producing a notification with the given name.
    /// - Returns: A publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        ocombine.publisher(for: name, object: object)
    }
}

extension OpenCombine.Publisher {
    /// Specifies the dispatch queue on which to receive elements from the publisher.
    public func receive(on queue: DispatchQueue, options: DispatchQueue.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, DispatchQueue.OCombine>
    {
        receive(on: queue.ocombine, options: options)
    }

    /// Specifies the run loop on which to receive elements from the publisher.
    public func receive(on runLoop: RunLoop, options: RunLoop.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, RunLoop.OCombine> {
        receive(on: runLoop.ocombine, options: options)
    }

    /// Specifies the dispatch queue on which to perform subscribe, cancel, and request
    /// operations.
    public func subscribe(on queue: DispatchQueue, options: DispatchQueue.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, DispatchQueue.OCombine>
    {
        subscribe(on: queue.ocombine, options: options)
    }

    /// Publishes elements only after a specified time interval elapses between events, timed
    /// on a dispatch queue.
    public func debounce(
        for dueTime: DispatchQueue.SchedulerTimeType.Stride, scheduler: DispatchQueue, options: DispatchQueue.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, DispatchQueue.OCombine> {
        debounce(for: dueTime, scheduler: scheduler.ocombine, options: options)
    }

    /// Publishes elements only after a specified time interval elapses between events, timed
    /// on a run loop.
    public func debounce(
        for dueTime: RunLoop.SchedulerTimeType.Stride, scheduler: RunLoop, options: RunLoop.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, RunLoop.OCombine> {
        debounce(for: dueTime, scheduler: scheduler.ocombine, options: options)
    }

    /// Publishes either the most-recent or first element published by the upstream publisher
    /// in the specified time interval, timed on a dispatch queue.
    public func throttle(for interval: DispatchQueue.SchedulerTimeType.Stride, scheduler: DispatchQueue, latest: Bool)
        -> Publishers.Throttle<Self, DispatchQueue.OCombine>
    {
        throttle(for: interval, scheduler: scheduler.ocombine, latest: latest)
    }

    /// Delays delivery of all output to the downstream receiver by a specified amount of time
    /// on a dispatch queue.
    public func delay(
        for interval: DispatchQueue.SchedulerTimeType.Stride, tolerance: DispatchQueue.SchedulerTimeType.Stride? = nil,
        scheduler: DispatchQueue, options: DispatchQueue.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, DispatchQueue.OCombine> {
        delay(for: interval, tolerance: tolerance, scheduler: scheduler.ocombine, options: options)
    }
}
#endif
