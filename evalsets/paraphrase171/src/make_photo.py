import sys, random
from PIL import Image, ImageFilter, ImageDraw
random.seed(171)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 84, 70))
bg.paste(im, (int(w*0.06), int(h*0.04)))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(80, 72, 60))
W, H = im.size
# shading: warm tint + vignette + a diagonal shadow
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-W*0.2+i*8, -H*0.2+i*8, W*1.2-i*8, H*1.2-i*8], outline=None, fill=int(i*2.6))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 26, 20))
im = Image.composite(im, dark, shade)
sh = Image.new("L", (W, H), 255)
ImageDraw.Draw(sh).polygon([(W*0.55, 0), (W, 0), (W, H*0.45)], fill=200)
sh = sh.filter(ImageFilter.GaussianBlur(80))
im = Image.composite(im, Image.new("RGB", (W, H), (60, 55, 45)), sh)
tint = Image.new("RGB", (W, H), (255, 240, 215))
im = Image.blend(im, Image.composite(im, tint, Image.new("L", (W, H), 255)), 1.0)
im = Image.blend(im, tint, 0.06)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W*H//12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-28, 28)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(dst, "JPEG", quality=82)
