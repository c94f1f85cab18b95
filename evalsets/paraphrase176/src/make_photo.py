import random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(176)
subprocess.run(["pdftoppm","-r","150","-png","-f","1","-l","1","lu_yingchuan_zh.pdf","page"],check=True)
import glob
img = Image.open(sorted(glob.glob("page*.png"))[0]).convert("RGB")
w,h = img.size
bg = Image.new("RGB",(int(w*1.12),int(h*1.08)),(92,84,74))
bg.paste(img,(int(w*0.06),int(h*0.04)))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92,84,74))
W,H = img.size
# shading gradient + vignette
shade = Image.new("L",(W,H))
d = ImageDraw.Draw(shade)
for x in range(W):
    d.line([(x,0),(x,H)], fill=int(255 - 60*x/W))
img = ImageChops.multiply(img, Image.merge("RGB",[shade]*3))
vig = Image.new("L",(W,H),0)
ImageDraw.Draw(vig).ellipse([-W*0.15,-H*0.1,W*1.15,H*1.1],fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(180))
img = Image.composite(img, Image.new("RGB",(W,H),(40,36,30)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W,H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200+v//5)), 0.35)
img.save("../cvs/IMG_20261103_0912.jpg", quality=82)
