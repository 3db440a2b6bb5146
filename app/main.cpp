#include "app/commandline.h"

int main(int argc, char* argv[]) {
    return attn::app::run(argc, argv);
}
