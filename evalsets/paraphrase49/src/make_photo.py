"""Turns the rendered page (build/bh-1.png) into a phone-photo-like JPEG without a text layer."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

HERE = Path(__file__).resolve().parent
random.seed(49)
page = Image.open(HERE / "build" / "bh-1.png").convert("RGB")
W, H = page.size
# paper slightly off-white
page = ImageChops.multiply(page, Image.new("RGB", page.size, (246, 240, 228)))
# put on a darker "desk" canvas, rotate ~2 degrees
canvas = Image.new("RGB", (int(W * 1.08), int(H * 1.06)), (92, 80, 66))
canvas.paste(page, (int(W * 0.04), int(H * 0.03)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# vignette / uneven light: gradient from top-left bright to bottom-right darker
cw, ch = canvas.size
shade = Image.new("L", (cw, ch))
px = shade.load()
for y in range(0, ch, 4):
    for x in range(0, cw, 4):
        dx, dy = (x - cw * 0.35) / cw, (y - ch * 0.3) / ch
        v = int(255 - min(110, 260 * (dx * dx + dy * dy)))
        for yy in range(y, min(y + 4, ch)):
            for xx in range(x, min(x + 4, cw)):
                px[xx, yy] = v
shade = shade.filter(ImageFilter.GaussianBlur(12))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", (shade, shade, shade)))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise), 0.10)
canvas.save(HERE.parent / "cvs" / "IMG_20261103_184512.jpg", quality=82)
print(canvas.size)
