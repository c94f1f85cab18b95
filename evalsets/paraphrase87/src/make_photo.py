"""Turns the rendered 2021 CV page into a phone photo (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw
random.seed(87)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))          # wooden desk
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = im.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 120):                                          # vignette
    d.rectangle([i * 3, i * 3, W - i * 3, H - i * 3], outline=int(120 - i))
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: int(v * 0.25))  # uneven light
mask = Image.eval(Image.merge("L", [shade]), lambda v: v)
dark = Image.new("RGB", (W, H), (0, 0, 0))
im = Image.composite(dark, im, mask.point(lambda v: int(v * 0.6)))
im = Image.composite(dark, im, grad)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W * H // 12):                                     # sensor noise
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save(dst, "JPEG", quality=82)
