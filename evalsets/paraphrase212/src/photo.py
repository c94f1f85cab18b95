import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(7)
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 84, 72))
bg.paste(im, ((bg.width-w)//2, (bg.height-h)//2))
im = bg.rotate(2.2, resample=Image.BICUBIC, fillcolor=(80, 72, 62))
# shading gradient + vignette
W, H = im.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for x in range(W):
    d.line([(x, 0), (x, H)], fill=int(70 * x / W))
im = ImageChops.subtract(im, Image.merge("RGB", [shade]*3))
vig = Image.new("L", (W, H), 0)
ImageDraw.Draw(vig).ellipse([-W*0.25, -H*0.2, W*1.25, H*1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(W//8))
dark = Image.new("RGB", (W, H), (30, 28, 25))
im = Image.composite(im, dark, vig)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(W*H//25):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-25, 25)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(dst, "JPEG", quality=82)
