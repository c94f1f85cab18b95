from PIL import Image, ImageFilter, ImageDraw
import random, glob
random.seed(105)
src = sorted(glob.glob("shen_yumo_page*.png"))[0]
im = Image.open(src).convert("RGB")
w, h = im.size
# shading: warm tint + vignette
tint = Image.new("RGB", (w, h), (236, 226, 205))
im = Image.blend(im, tint, 0.12)
vig = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(vig)
for i in range(40):
    dr.ellipse([-w*0.3 + i*8, -h*0.3 + i*8, w*1.3 - i*8, h*1.3 - i*8], fill=int(i*255/40))
vig = vig.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (60, 55, 45))
im = Image.composite(im, dark, vig.point(lambda v: 150 + v*105//255))
# gradient shadow from the left (hand/phone)
grad = Image.linear_gradient("L").rotate(90).resize((w, h))
im = Image.composite(im, Image.blend(im, dark, 0.25), grad.point(lambda v: 255 - v//4 if v < 255 else 255))
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(90, 80, 70))
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
W, H = im.size
for _ in range(W*H//25):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
im.save("../cvs/IMG_20261103_简历.jpg", quality=82)
