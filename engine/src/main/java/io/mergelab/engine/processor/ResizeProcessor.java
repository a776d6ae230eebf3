package io.mergelab.engine.processor;

import java.util.List;

/**
 * {@code Resize k → n}: moves chunks from any input that has one to any output that can take one, so n
 * downstream lanes share k upstream ones. No work of its own: everything happens in {@code prepare()}.
 */
public final class ResizeProcessor extends Processor {
    public ResizeProcessor(int inputs, int outputs) {
        super(inputs, outputs);
    }

    @Override
    public String name() {
        return "Resize";
    }

    @Override
    public Status prepare() {
        List<InputPort> ins = inputs();
        List<OutputPort> outs = outputs();
        boolean anyOutputOpen = false;
        for (OutputPort o : outs) {
            anyOutputOpen |= !o.isClosed();
        }
        if (!anyOutputOpen) {
            ins.forEach(InputPort::close);
            return Status.FINISHED;
        }
        int in = 0;
        for (OutputPort o : outs) {
            if (!o.canPush()) {
                continue;
            }
            while (in < ins.size() && !ins.get(in).hasData()) {
                in++;
            }
            if (in == ins.size()) {
                break;
            }
            o.push(ins.get(in).pull());
        }
        boolean allFinished = true;
        boolean wantMore = false;
        for (OutputPort o : outs) {
            wantMore |= o.canPush();
        }
        for (InputPort i : ins) {
            if (!i.isFinished()) {
                allFinished = false;
                if (wantMore) {
                    i.setNeeded();
                } else {
                    i.setNotNeeded();
                }
            }
        }
        if (allFinished) {
            outs.forEach(OutputPort::finish);
            return Status.FINISHED;
        }
        return wantMore ? Status.NEED_DATA : Status.PORT_FULL;
    }
}
