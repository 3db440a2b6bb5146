// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commandline.h"
#include "core/base/huge_pages.h"

int main(int argc, char* argv[]) {
    attn::reuseFreedMemory(); // each new text's forward reuses the last one's buffers
    return attn::app::run(argc, argv);
}
