"""Turns the rendered page ciaran_page.png into a phone photo cvs/IMG_20261102_183412.jpg (no text layer)."""
from PIL import Image, ImageFilter, ImageOps, ImageDraw
import random, os
HERE = os.path.dirname(os.path.abspath(__file__))
random.seed(212)
im = Image.open(os.path.join(HERE, "ciaran_page.png")).convert("RGB")
w, h = im.size
bbox = ImageOps.invert(im).getbbox()
im = im.crop((0, 0, w, min(h, bbox[3] + 200)))
# paper on a darker table
bg = Image.new("RGB", (im.width + 160, im.height + 160), (92, 78, 64))
bg.paste(im, (80, 80))
bg = bg.rotate(2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
# shading: vignette + light gradient from the upper left
W, H = bg.size
mask = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60) ** 0.6)
    dr.ellipse((-W * 0.25 + i * W * 0.012, -H * 0.2 + i * H * 0.010, W * 1.25 - i * W * 0.012, H * 1.2 - i * H * 0.010), fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (25, 22, 20))
bg = Image.composite(bg, dark, mask.point(lambda v: int(120 + v * 135 / 255)))
warm = Image.new("RGB", (W, H), (255, 236, 205))
bg = Image.blend(bg, warm, 0.08)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(HERE, "..", "cvs", "IMG_20261102_183412.jpg"), quality=82)
