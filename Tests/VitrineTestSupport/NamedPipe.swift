import Foundation

/// Named pipes for tests of programs that read them.
public enum NamedPipe {
    /// Writes `text` into the named pipe at `path` on a thread of its own, then closes it: the
    /// write waits there until a reader opens the pipe, and the reader then sees its end.
    public static func write(_ text: String, to path: String) {
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data(text.utf8))
            try? handle?.close()
        }
        writer.start()
    }
}
