import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", im.size, (238, 232, 218))
im = ImageChops.multiply(im, tint)
# rotate 2 degrees on a dark table background
bg = Image.new("RGB", (int(w*1.08), int(h*1.06)), (70, 60, 52))
rot = im.rotate(-2.1, expand=True, resample=Image.BICUBIC, fillcolor=(70, 60, 52))
bg.paste(rot, ((bg.width-rot.width)//2, (bg.height-rot.height)//2))
im = bg
# vignette / shading from the top-left
mask = Image.new("L", im.size, 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    d.ellipse([-im.width*0.3+i*12, -im.height*0.2+i*12, im.width*1.2-i*10, im.height*1.15-i*10], fill=int(i*255/40))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", im.size, (25, 22, 20))
im = Image.composite(im, dark, mask.point(lambda v: min(255, 90 + v)))
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = im.load()
for _ in range(im.width*im.height//6):
    x, y = random.randrange(im.width), random.randrange(im.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save(dst, "JPEG", quality=82)
