import Foundation

extension SpecRunMain {
  /// `specrun` started again by a `--parallel` run as one of its workers (``WorkerLaunch``): the
  /// same arguments give the same scenarios, in the run's `order`; it runs those the run asks for
  /// and answers with their attempts, and writes no report. It starts no further scenario once
  /// the run says so (SIGUSR1), and cancels the running one on SIGINT or SIGTERM.
  @MainActor
  static func serveAsWorker(arguments: [String], order text: String, catalog: SpecCatalog, io: CommandIO) async
    -> Int32
  {
    // A process a step starts is not a worker.
    unsetenv(WorkerLaunch.variable)
    let command: RunCommand?
    if let folder = io.profileFolder {
      command = try? RunCommand.parse(arguments, profilesInFolder: folder)
    } else {
      command = try? RunCommand.parse(arguments)
    }
    guard let order = WorkerLaunch.order(from: text), case .run(let request)? = command else { return 2 }
    var options = request.options
    options.parallel = 1
    options.order = order
    options.keepsMessageStream = false
    let runner = SpecRunner(catalog: catalog, options: options) { _ in }
    let serving = Task { @MainActor in await runner.serveAsWorker(order: order) }
    // The run says when to start no further test case (SIGUSR1: Ctrl-C pressed once, or
    // --fail-fast), and when to cancel the running one (SIGINT: pressed twice). A worker has a
    // process group of its own: the terminal's Ctrl-C reaches the run, not the worker.
    signal(SIGUSR1, SIG_IGN)
    let stop = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .global())
    stop.setEventHandler { runner.interrupt() }
    stop.resume()
    let stopListening = io.onInterrupt { serving.cancel() }
    defer {
      stopListening()
      stop.cancel()
    }
    return await serving.value
  }
}
