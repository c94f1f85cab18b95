"""Turns the rendered page PNG into a phone photo (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, sys
random.seed(183)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 84, 72))
bg.paste(im, ((bg.width-w)//2, (bg.height-h)//2))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 72))
# shading: warm gradient + vignette
W, H = im.size
shade = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, max(W, H)//2, 4):
    dr.ellipse([i-W//3, i-H//3, W-i+W//3, H-i+H//3], fill=min(255, i//2))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 35, 30))
im = Image.composite(im, dark, shade.point(lambda v: 150 + v*105//255))
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: 200 + v//5)
im = Image.composite(im, Image.new("RGB", (W, H), (255, 244, 220)), grad)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(W*H//12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(dst, "JPEG", quality=82)
