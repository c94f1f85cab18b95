"""Turn a rendered CV page (PNG) into a phone-photo-like JPEG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(112)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# put the page on a darker "desk" and rotate slightly
desk = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 84, 74))
desk.paste(im, (int(w * 0.04), int(h * 0.03)))
im = desk.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
w, h = im.size
# uneven lighting: a gradient from upper-left to lower-right plus vignette
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(0, h, 4):
    for x in range(0, w, 4):
        dx, dy = (x - w * 0.4) / w, (y - h * 0.35) / h
        v = 255 - int(150 * (dx * dx + dy * dy)) - int(25 * (x / w + y / h))
        d.rectangle([x, y, x + 3, y + 3], fill=max(90, min(255, v)))
shade = shade.filter(ImageFilter.GaussianBlur(12))
im = ImageChops.multiply(im, Image.merge("RGB", (shade, shade, shade)))
im = ImageChops.multiply(im, Image.new("RGB", (w, h), (255, 246, 228)))  # warm tint
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda p: 200 + p // 5)), 0.35)
im.save(dst, "JPEG", quality=78)
